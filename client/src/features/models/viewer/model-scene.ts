import {
  AmbientLight,
  Box3,
  Color,
  DirectionalLight,
  type Group,
  type Material,
  Mesh,
  MeshLambertMaterial,
  type Object3D,
  PerspectiveCamera,
  Raycaster,
  Scene,
  Sphere,
  Vector2,
  Vector3,
  WebGLRenderer,
} from 'three';
import { OrbitControls } from 'three/addons/controls/OrbitControls.js';
import { EXPRESS_ID_KEY } from './ifc-geometry';

/** A press that moves less than this (px) before release is a click (pick), not an orbit. */
const CLICK_TOLERANCE_PX = 4;

/** Where the camera looks at a model from on load: front, right and above it. */
const VIEW_DIRECTION = new Vector3(1, 0.8, 1.2).normalize();

/** Room left around the model when it is fitted to the view. */
const FIT_MARGIN = 1.15;

const BACKGROUND = new Color('#f6f8fa');
const HIGHLIGHT = new MeshLambertMaterial({ color: '#0969da', emissive: '#0a3069', emissiveIntensity: 0.4 });

function expressIdOf(object: Object3D): number | null {
  const id: unknown = object.userData[EXPRESS_ID_KEY];
  return typeof id === 'number' ? id : null;
}

/**
 * The 3D view of one model: orbit (left drag), zoom (wheel), pan (right drag), fit on load, click to
 * pick an element, the picked one highlighted. It draws only when something changes.
 */
export class ModelScene {
  private readonly renderer: WebGLRenderer;
  private readonly scene = new Scene();
  private readonly camera = new PerspectiveCamera(45, 1, 0.1, 1000);
  private readonly controls: OrbitControls;
  private readonly raycaster = new Raycaster();
  private model: Group | null = null;
  private readonly highlighted = new Map<Mesh, Material | Material[]>();
  private pressedAt: Vector2 | null = null;

  /** Throws when the browser has no WebGL. */
  constructor(
    private readonly canvas: HTMLCanvasElement,
    private readonly onPick: (expressId: number | null) => void,
  ) {
    this.renderer = new WebGLRenderer({ canvas, antialias: true });
    this.renderer.setPixelRatio(Math.min(window.devicePixelRatio, 2));
    this.scene.background = BACKGROUND;
    this.scene.add(new AmbientLight('#ffffff', 1.2));
    const sun = new DirectionalLight('#ffffff', 2);
    sun.position.set(1, 2, 1.5);
    this.scene.add(sun);
    this.controls = new OrbitControls(this.camera, canvas);
    this.controls.addEventListener('change', this.render);
    canvas.addEventListener('pointerdown', this.onPointerDown);
    canvas.addEventListener('pointerup', this.onPointerUp);
  }

  readonly render = () => this.renderer.render(this.scene, this.camera);

  resize(width: number, height: number): void {
    if (width === 0 || height === 0) return;
    this.renderer.setSize(width, height, false);
    this.camera.aspect = width / height;
    this.camera.updateProjectionMatrix();
    this.render();
  }

  show(model: Group): void {
    if (this.model) this.scene.remove(this.model);
    this.model = model;
    this.scene.add(model);
    this.fit();
  }

  /** Frames the whole model, whatever the canvas's proportions. */
  fit(): void {
    if (!this.model) return;
    const sphere = new Box3().setFromObject(this.model).getBoundingSphere(new Sphere());
    if (sphere.isEmpty()) {
      this.render();
      return;
    }
    const radius = Math.max(sphere.radius, 0.01);
    const verticalHalf = (this.camera.fov * Math.PI) / 360;
    const horizontalHalf = Math.atan(Math.tan(verticalHalf) * this.camera.aspect);
    const distance = (FIT_MARGIN * radius) / Math.sin(Math.min(verticalHalf, horizontalHalf));
    this.camera.position.copy(sphere.center).addScaledVector(VIEW_DIRECTION, distance);
    this.camera.near = distance / 100;
    this.camera.far = distance * 100;
    this.camera.updateProjectionMatrix();
    this.controls.target.copy(sphere.center);
    this.controls.update();
    this.render();
  }

  /** Draws the element's meshes in the highlight colour, and the one before in its own again. */
  highlight(expressId: number | null): void {
    for (const [mesh, material] of this.highlighted) mesh.material = material;
    this.highlighted.clear();
    if (expressId !== null && this.model) {
      for (const object of this.model.children) {
        if (object instanceof Mesh && expressIdOf(object) === expressId) {
          this.highlighted.set(object, object.material);
          object.material = HIGHLIGHT;
        }
      }
    }
    this.render();
  }

  dispose(): void {
    this.canvas.removeEventListener('pointerdown', this.onPointerDown);
    this.canvas.removeEventListener('pointerup', this.onPointerUp);
    this.controls.removeEventListener('change', this.render);
    this.controls.dispose();
    const materials = new Set<Material>();
    for (const object of this.model?.children ?? []) {
      if (!(object instanceof Mesh)) continue;
      object.geometry.dispose();
      materials.add(this.highlighted.get(object) ?? object.material);
    }
    for (const material of materials) material.dispose();
    this.renderer.dispose();
  }

  private readonly onPointerDown = (event: PointerEvent) => {
    this.pressedAt = event.button === 0 ? new Vector2(event.clientX, event.clientY) : null;
  };

  private readonly onPointerUp = (event: PointerEvent) => {
    const pressedAt = this.pressedAt;
    this.pressedAt = null;
    if (!pressedAt || pressedAt.distanceTo(new Vector2(event.clientX, event.clientY)) > CLICK_TOLERANCE_PX) return;
    this.onPick(this.elementAt(event.clientX, event.clientY));
  };

  /** The expressID of the nearest element under a point of the page, or null over empty space. */
  private elementAt(clientX: number, clientY: number): number | null {
    if (!this.model) return null;
    const bounds = this.canvas.getBoundingClientRect();
    const pointer = new Vector2(
      ((clientX - bounds.left) / bounds.width) * 2 - 1,
      -((clientY - bounds.top) / bounds.height) * 2 + 1,
    );
    this.raycaster.setFromCamera(pointer, this.camera);
    const [nearest] = this.raycaster.intersectObjects(this.model.children, false);
    return nearest ? expressIdOf(nearest.object) : null;
  }
}
