import { ifcGlobalId } from './ifc-global-id';

/** The file name the demo's main model is uploaded with. */
export const DEMO_MODEL_NAME = 'Edificio Parque Los Aromos.ifc';

/** Plan of the building, in metres: a 12 × 8 m box, two storeys of 3 m. */
const LENGTH = 12;
const DEPTH = 8;
const STOREY_HEIGHT = 3;
const WALL = 0.2;
const SLAB = 0.2;
const COLUMN = 0.3;

type Rgb = readonly [number, number, number];
const CONCRETE: Rgb = [0.7, 0.7, 0.68];
const BRICK: Rgb = [0.72, 0.42, 0.3];

/** A rectangular prism of the building: its plan centre, plan size, bottom and height. */
interface Prism {
  centre: readonly [number, number];
  size: readonly [number, number];
  bottom: number;
  height: number;
}

interface Element {
  ifcType: 'IFCWALL' | 'IFCCOLUMN' | 'IFCSLAB';
  name: string;
  prism: Prism;
  material: 'Hormigón' | 'Ladrillo';
  pset: { name: string; properties: Record<string, boolean> };
  qto: { name: string; lengths: Record<string, number>; areas: Record<string, number>; volume: number };
}

/** STEP reals always carry a point ('3.' not '3'); values are rounded to the millimetre. */
const real = (value: number) => {
  const rounded = Math.round(value * 1000) / 1000;
  return Number.isInteger(rounded) ? `${rounded}.` : String(rounded);
};
const label = (text: string) => `'${text.replaceAll("'", "''")}'`;
const volumeOf = ({ size, height }: Prism) => size[0] * size[1] * height;

function wall(axis: string, centre: [number, number], size: [number, number]): Element {
  const length = Math.max(...size);
  const prism = { centre, size, bottom: 0, height: STOREY_HEIGHT };
  return {
    ifcType: 'IFCWALL',
    name: `Muro eje ${axis}`,
    prism,
    material: 'Ladrillo',
    pset: { name: 'Pset_WallCommon', properties: { IsExternal: true, LoadBearing: true } },
    qto: {
      name: 'Qto_WallBaseQuantities',
      lengths: { Length: length, Width: WALL, Height: STOREY_HEIGHT },
      areas: { NetSideArea: length * STOREY_HEIGHT },
      volume: volumeOf(prism),
    },
  };
}

function column(name: string, centre: [number, number]): Element {
  const prism = { centre, size: [COLUMN, COLUMN] as const, bottom: 0, height: STOREY_HEIGHT };
  return {
    ifcType: 'IFCCOLUMN',
    name,
    prism,
    material: 'Hormigón',
    pset: { name: 'Pset_ColumnCommon', properties: { IsExternal: false, LoadBearing: true } },
    qto: {
      name: 'Qto_ColumnBaseQuantities',
      lengths: { Length: STOREY_HEIGHT },
      areas: { CrossSectionArea: COLUMN * COLUMN },
      volume: volumeOf(prism),
    },
  };
}

function slab(name: string, bottom: number): Element {
  const prism = { centre: [LENGTH / 2, DEPTH / 2] as const, size: [LENGTH, DEPTH] as const, bottom, height: SLAB };
  return {
    ifcType: 'IFCSLAB',
    name,
    prism,
    material: 'Hormigón',
    pset: { name: 'Pset_SlabCommon', properties: { IsExternal: false, LoadBearing: true } },
    qto: {
      name: 'Qto_SlabBaseQuantities',
      lengths: { Depth: SLAB },
      areas: { NetArea: LENGTH * DEPTH },
      volume: volumeOf(prism),
    },
  };
}

/** The first storey: its slab under the floor, four exterior walls on the slab's edge, four columns. */
const FIRST_STOREY: Element[] = [
  slab('Losa nivel 1', -SLAB),
  wall('A', [LENGTH / 2, WALL / 2], [LENGTH, WALL]),
  wall('B', [LENGTH / 2, DEPTH - WALL / 2], [LENGTH, WALL]),
  wall('1', [WALL / 2, DEPTH / 2], [WALL, DEPTH - 2 * WALL]),
  wall('2', [LENGTH - WALL / 2, DEPTH / 2], [WALL, DEPTH - 2 * WALL]),
  column('Pilar C1', [4, DEPTH / 3]),
  column('Pilar C2', [8, DEPTH / 3]),
  column('Pilar C3', [4, (2 * DEPTH) / 3]),
  column('Pilar C4', [8, (2 * DEPTH) / 3]),
];
/** The second storey's floor, on the walls. */
const SECOND_STOREY: Element[] = [slab('Losa nivel 2', 0)];

/** Writes STEP lines with their own numbers (#1, #2…). */
class StepWriter {
  private readonly lines: string[] = [];

  add(entity: string): string {
    this.lines.push(`#${this.lines.length + 1}=${entity};`);
    return `#${this.lines.length}`;
  }

  text(): string {
    return this.lines.join('\n');
  }
}

/**
 * The demo's main model: a small two-storey building as IFC4 STEP text (a few KB), with Spanish
 * names, property and quantity sets in SI units, and concrete and brick colours. Built the way
 * test/fixtures/muro-geometria.ifc is, which web-ifc reads and the viewer draws.
 */
export function demoModelIfc(): string {
  const step = new StepWriter();
  const id = (seed: string) => label(ifcGlobalId(`faena-demo-model/${seed}`));
  const point = (...coordinates: number[]) => step.add(`IFCCARTESIANPOINT((${coordinates.map(real).join(',')}))`);
  const up = step.add('IFCDIRECTION((0.,0.,1.))');
  const east = step.add('IFCDIRECTION((1.,0.,0.))');
  const placement = (z: number) => step.add(`IFCAXIS2PLACEMENT3D(${point(0, 0, z)},${up},${east})`);
  const origin = placement(0);
  const aggregate = (seed: string, whole: string, parts: string[]) =>
    step.add(`IFCRELAGGREGATES(${id(seed)},$,$,$,${whole},(${parts.join(',')}))`);
  // Property sets and storeys relate a list of elements to one thing.
  const relate = (seed: string, entity: string, elements: string[], to: string) =>
    step.add(`${entity}(${id(seed)},$,$,$,(${elements.join(',')}),${to})`);

  const units = ['LENGTHUNIT,$,.METRE.', 'AREAUNIT,$,.SQUARE_METRE.', 'VOLUMEUNIT,$,.CUBIC_METRE.'].map((unit) => {
    const [kind, prefix, name] = unit.split(',');
    return step.add(`IFCSIUNIT(*,.${kind}.,${prefix},${name})`);
  });
  const assignment = step.add(`IFCUNITASSIGNMENT((${units.join(',')}))`);
  const context = step.add(`IFCGEOMETRICREPRESENTATIONCONTEXT($,'Model',3,1.E-05,${origin},$)`);
  const body = step.add(`IFCGEOMETRICREPRESENTATIONSUBCONTEXT('Body','Model',*,*,*,*,${context},$,.MODEL_VIEW.,$)`);
  const project = step.add(
    `IFCPROJECT(${id('project')},$,'Edificio Parque Los Aromos',$,$,$,$,(${context}),${assignment})`,
  );

  const sitePlacement = step.add(`IFCLOCALPLACEMENT($,${origin})`);
  const site = step.add(`IFCSITE(${id('site')},$,'Terreno',$,$,${sitePlacement},$,$,.ELEMENT.,$,$,$,$,$)`);
  const buildingPlacement = step.add(`IFCLOCALPLACEMENT(${sitePlacement},${origin})`);
  const building = step.add(`IFCBUILDING(${id('building')},$,'Edificio',$,$,${buildingPlacement},$,$,.ELEMENT.,$,$,$)`);
  aggregate('project-site', project, [site]);
  aggregate('site-building', site, [building]);

  const styles = new Map<Element['material'], string>();
  const styleOf = (material: Element['material']) => {
    const existing = styles.get(material);
    if (existing) return existing;
    const [red, green, blue] = material === 'Ladrillo' ? BRICK : CONCRETE;
    const colour = step.add(`IFCCOLOURRGB($,${real(red)},${real(green)},${real(blue)})`);
    const rendering = step.add(`IFCSURFACESTYLERENDERING(${colour},0.,$,$,$,$,$,$,.NOTDEFINED.)`);
    const style = step.add(`IFCSURFACESTYLE(${label(material)},.BOTH.,(${rendering}))`);
    styles.set(material, style);
    return style;
  };

  const element = (storeyPlacement: string, { ifcType, name, prism, material, pset, qto }: Element) => {
    const [x, y] = prism.centre;
    const [width, depth] = prism.size;
    const local = step.add(`IFCLOCALPLACEMENT(${storeyPlacement},${placement(prism.bottom)})`);
    const position = step.add(`IFCAXIS2PLACEMENT2D(${point(x, y)},$)`);
    const profile = step.add(`IFCRECTANGLEPROFILEDEF(.AREA.,$,${position},${real(width)},${real(depth)})`);
    const solid = step.add(`IFCEXTRUDEDAREASOLID(${profile},${origin},${up},${real(prism.height)})`);
    const shape = step.add(`IFCSHAPEREPRESENTATION(${body},'Body','SweptSolid',(${solid}))`);
    const definition = step.add(`IFCPRODUCTDEFINITIONSHAPE($,$,(${shape}))`);
    step.add(`IFCSTYLEDITEM(${solid},(${styleOf(material)}),$)`);
    const product = step.add(`${ifcType}(${id(name)},$,${label(name)},$,$,${local},${definition},$,$)`);

    const properties = Object.entries(pset.properties).map(([property, value]) =>
      step.add(`IFCPROPERTYSINGLEVALUE('${property}',$,IFCBOOLEAN(.${value ? 'T' : 'F'}.),$)`),
    );
    const propertySet = step.add(`IFCPROPERTYSET(${id(`${name}/pset`)},$,'${pset.name}',$,(${properties.join(',')}))`);
    relate(`${name}/pset-of`, 'IFCRELDEFINESBYPROPERTIES', [product], propertySet);
    const quantities = [
      ...Object.entries(qto.lengths).map(
        ([quantity, value]) => `IFCQUANTITYLENGTH('${quantity}',$,$,${real(value)},$)`,
      ),
      ...Object.entries(qto.areas).map(([quantity, value]) => `IFCQUANTITYAREA('${quantity}',$,$,${real(value)},$)`),
      `IFCQUANTITYVOLUME('NetVolume',$,$,${real(qto.volume)},$)`,
    ].map((quantity) => step.add(quantity));
    const quantitySet = step.add(
      `IFCELEMENTQUANTITY(${id(`${name}/qto`)},$,'${qto.name}',$,$,(${quantities.join(',')}))`,
    );
    relate(`${name}/qto-of`, 'IFCRELDEFINESBYPROPERTIES', [product], quantitySet);
    return product;
  };

  const storeys = [
    { name: 'Nivel 1', elevation: 0, elements: FIRST_STOREY },
    { name: 'Nivel 2', elevation: STOREY_HEIGHT, elements: SECOND_STOREY },
  ].map(({ name, elevation, elements }) => {
    const storeyPlacement = step.add(`IFCLOCALPLACEMENT(${buildingPlacement},${placement(elevation)})`);
    const storey = step.add(
      `IFCBUILDINGSTOREY(${id(name)},$,${label(name)},$,$,${storeyPlacement},$,$,.ELEMENT.,${real(elevation)})`,
    );
    const products = elements.map((part) => element(storeyPlacement, part));
    relate(`${name}/contents`, 'IFCRELCONTAINEDINSPATIALSTRUCTURE', products, storey);
    return storey;
  });
  aggregate('building-storeys', building, storeys);

  return [
    'ISO-10303-21;',
    'HEADER;',
    "FILE_DESCRIPTION(('ViewDefinition [ReferenceView]'),'2;1');",
    `FILE_NAME(${label(DEMO_MODEL_NAME)},'2026-01-01T00:00:00',('Faena'),('Faena'),'','Faena (modelo de demostración)','');`,
    "FILE_SCHEMA(('IFC4'));",
    'ENDSEC;',
    'DATA;',
    step.text(),
    'ENDSEC;',
    'END-ISO-10303-21;',
    '',
  ].join('\n');
}
