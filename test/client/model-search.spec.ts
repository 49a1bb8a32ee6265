import { storageFigures } from '../../client/src/features/dashboard/storage-figures';
import { isIfcModel, modelSearchTerm } from '../../client/src/features/models/model-search';

describe('the model search of Planimetría', () => {
  it('starts past 3 characters', () => {
    expect(modelSearchTerm('Tor', null)).toBe('');
    expect(modelSearchTerm('  Tor  ', null)).toBe('');
    expect(modelSearchTerm('Torr', null)).toBe('Torr');
  });

  it('does not search for the name of the model just picked', () => {
    expect(modelSearchTerm('Torre A.ifc', 'Torre A.ifc')).toBe('');
    expect(modelSearchTerm('Torre A', 'Torre A.ifc')).toBe('Torre A');
  });
});

describe('model files', () => {
  it('draws IFC in the app and leaves the rest to the Autodesk service', () => {
    expect(isIfcModel('Muro.IFC')).toBe(true);
    expect(isIfcModel('Torre.rvt')).toBe(false);
  });
});

describe('the storage bar of the dashboard', () => {
  it('shows the use against the quota in the one unit system of the app, with its share', () => {
    expect(storageFigures(0)).toEqual({ text: '0 B de 10,7 GB · 0 %', percent: 0 });
    expect(storageFigures(15_200_000)).toMatchObject({ text: '15,2 MB de 10,7 GB · 0,14 %' });
  });

  it('is full at the quota', () => {
    expect(storageFigures(2.5 * 1024 ** 3)).toMatchObject({ text: '2,7 GB de 10,7 GB · 25 %', percent: 25 });
    expect(storageFigures(10_737_418_240)).toMatchObject({ text: '10,7 GB de 10,7 GB · 100 %', percent: 100 });
  });
});
