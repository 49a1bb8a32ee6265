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
  it('shows megabytes under one gigabyte, and the share of the 10 GB', () => {
    expect(storageFigures(0)).toEqual({ used: '0 MB', percent: 0, percentText: '0 %' });
    expect(storageFigures(524_288_000)).toMatchObject({ used: '500 MB', percentText: '4,88 %' });
  });

  it('shows gigabytes from one gigabyte, full at 10 GB', () => {
    expect(storageFigures(2.5 * 1024 ** 3)).toMatchObject({ used: '2,5 GB', percent: 25, percentText: '25 %' });
    expect(storageFigures(10_737_418_240)).toMatchObject({ used: '10 GB', percent: 100 });
  });
});
