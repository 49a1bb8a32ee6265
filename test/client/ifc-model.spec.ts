import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Box3, type Mesh, Vector3 } from 'three';
import { IFCWALL, IfcAPI } from 'web-ifc';
import { readElementProperties, readModelUnits } from '../../client/src/features/models/viewer/ifc-element-properties';
import { buildModelMeshes, EXPRESS_ID_KEY } from '../../client/src/features/models/viewer/ifc-geometry';

/** The viewer's own model code, run on web-ifc's Node build against the fixture the browser test uploads. */
describe('the IFC fixture read as the viewer reads it', () => {
  const api = new IfcAPI();
  let modelId: number;
  let wallId: number;
  beforeAll(async () => {
    await api.Init();
    modelId = api.OpenModel(new Uint8Array(readFileSync(join(__dirname, '../fixtures/muro-geometria.ifc'))));
    const walls = api.GetLineIDsWithType(modelId, IFCWALL);
    expect(walls.size()).toBe(1);
    wallId = walls.get(0);
  });
  afterAll(() => api.Dispose());

  it("reads the model's units from its IfcUnitAssignment", () =>
    expect(readModelUnits(api, modelId)).toEqual({ LENGTHUNIT: 'm', AREAUNIT: 'm²', VOLUMEUNIT: 'm³' }));

  it('shows the wall by its name, IFC type, GlobalId and property and quantity sets, in Spanish', async () => {
    expect(await readElementProperties(api, modelId, wallId, readModelUnits(api, modelId))).toEqual({
      expressId: wallId,
      name: 'Muro de prueba',
      ifcType: 'IFCWALL',
      globalId: '0Wq9Xh4Ls2Bd7Nf1Rk3Tz5',
      propertySets: [
        {
          name: 'Pset_WallCommon',
          properties: [
            { name: 'IsExternal', value: 'Sí' },
            { name: 'FireRating', value: 'F60' },
          ],
        },
        {
          name: 'Qto_WallBaseQuantities',
          properties: [
            { name: 'Height', value: '3 m' },
            { name: 'NetVolume', value: '3 m³' },
          ],
        },
      ],
    });
  });

  it('meshes the wall as a 5 m × 3 m × 0,20 m body, Y up, tagged with its expressID', async () => {
    const progress: Array<[number, number]> = [];
    const group = await buildModelMeshes(api, modelId, (done, total) => progress.push([done, total]));
    expect(group.children).toHaveLength(1);
    const wall = group.children[0] as Mesh;
    expect(wall.userData[EXPRESS_ID_KEY]).toBe(wallId);
    expect(wall.geometry.index?.count).toBe(36);
    const size = new Box3().setFromObject(group).getSize(new Vector3());
    expect(size.x).toBeCloseTo(5);
    expect(size.y).toBeCloseTo(3);
    expect(size.z).toBeCloseTo(0.2);
    // Site, building, storey and wall are the products; only the wall has a body.
    expect(progress).toEqual([[4, 4]]);
  });
});
