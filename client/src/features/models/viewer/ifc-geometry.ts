import { BufferAttribute, BufferGeometry, DoubleSide, Group, Mesh, MeshLambertMaterial } from 'three';
import { type Color, IFCOPENINGELEMENT, IFCOPENINGSTANDARDCASE, IFCPRODUCT, IFCSPACE, type IfcAPI } from 'web-ifc';

/** Where each mesh keeps the expressID of the IFC element it draws, for picking. */
export const EXPRESS_ID_KEY = 'expressId';

/** Voids and rooms have bodies but are not drawn: they would hide the elements around them. */
const HIDDEN_TYPES = new Set([IFCOPENINGELEMENT, IFCOPENINGSTANDARDCASE, IFCSPACE]);

/** Elements meshed between two yields to the browser, so the progress bar moves on large models. */
const BATCH_SIZE = 200;

/** web-ifc gives each vertex as x, y, z, then its normal. */
const FLOATS_PER_VERTEX = 6;

export type GeometryProgress = (done: number, total: number) => void;

function materialFor(color: Color, cache: Map<string, MeshLambertMaterial>): MeshLambertMaterial {
  const key = `${color.x},${color.y},${color.z},${color.w}`;
  let material = cache.get(key);
  if (!material) {
    material = new MeshLambertMaterial({ side: DoubleSide, transparent: color.w < 1, opacity: color.w });
    material.color.setRGB(color.x, color.y, color.z);
    cache.set(key, material);
  }
  return material;
}

/** Copies one web-ifc geometry out of the WebAssembly memory into a three.js one. */
function bufferGeometry(api: IfcAPI, modelId: number, geometryExpressId: number): BufferGeometry {
  const source = api.GetGeometry(modelId, geometryExpressId);
  try {
    const vertices = api.GetVertexArray(source.GetVertexData(), source.GetVertexDataSize());
    const indices = api.GetIndexArray(source.GetIndexData(), source.GetIndexDataSize());
    const count = vertices.length / FLOATS_PER_VERTEX;
    const positions = new Float32Array(count * 3);
    const normals = new Float32Array(count * 3);
    for (let vertex = 0; vertex < count; vertex++) {
      for (let axis = 0; axis < 3; axis++) {
        positions[vertex * 3 + axis] = vertices[vertex * FLOATS_PER_VERTEX + axis] ?? 0;
        normals[vertex * 3 + axis] = vertices[vertex * FLOATS_PER_VERTEX + 3 + axis] ?? 0;
      }
    }
    const geometry = new BufferGeometry();
    geometry.setAttribute('position', new BufferAttribute(positions, 3));
    geometry.setAttribute('normal', new BufferAttribute(normals, 3));
    geometry.setIndex(new BufferAttribute(indices.slice(), 1));
    return geometry;
  } finally {
    source.delete();
  }
}

/**
 * A FlatMesh is a plain object (its typings say otherwise) holding an embind vector, which lives in
 * the WebAssembly memory until deleted by hand.
 */
function freeHandle(handle: object): void {
  if ('delete' in handle && typeof handle.delete === 'function') handle.delete();
}

const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * Meshes every drawable element of an open model (Y up, metres), one three.js mesh per placed
 * geometry, each tagged with its element's expressID. Reports elements done out of all; stops
 * between batches once `signal` aborts (the model may be closed by then).
 */
export async function buildModelMeshes(
  api: IfcAPI,
  modelId: number,
  onProgress?: GeometryProgress,
  signal?: AbortSignal,
): Promise<Group> {
  const products = [...api.GetLineIDsWithType(modelId, IFCPRODUCT, true)].filter(
    (expressId) => !HIDDEN_TYPES.has(api.GetLineType(modelId, expressId)),
  );
  const group = new Group();
  const materials = new Map<string, MeshLambertMaterial>();
  for (let start = 0; start < products.length && !signal?.aborted; start += BATCH_SIZE) {
    // Element by element: web-ifc 0.0.78's browser build registers StreamMeshes with one argument
    // fewer than its own API passes, so that call fails there (its Node build is fine).
    for (const expressId of products.slice(start, start + BATCH_SIZE)) {
      const flatMesh = api.GetFlatMesh(modelId, expressId);
      for (let index = 0; index < flatMesh.geometries.size(); index++) {
        const placed = flatMesh.geometries.get(index);
        const mesh = new Mesh(
          bufferGeometry(api, modelId, placed.geometryExpressID),
          materialFor(placed.color, materials),
        );
        mesh.matrixAutoUpdate = false;
        mesh.matrix.fromArray(placed.flatTransformation);
        mesh.userData[EXPRESS_ID_KEY] = expressId;
        group.add(mesh);
      }
      freeHandle(flatMesh.geometries);
    }
    await nextTask();
    if (!signal?.aborted) onProgress?.(Math.min(start + BATCH_SIZE, products.length), products.length);
  }
  group.updateMatrixWorld(true);
  return group;
}
