import { ValidationFailed } from '../platform/http/validation';
import { creationForm } from './additional-form';
import type { CreateAdditionalDto } from './dto/additional-form.dto';

const specialties = [
  { id: 1, name: 'Arquitectura' },
  { id: 2, name: 'Estructuras' },
];
const form: CreateAdditionalDto = {
  project_id: 'p1',
  title: ' Mayor espesor de losa ',
  type: 2,
  code: 'AD-001',
  description: '<p>Según plano</p>',
  especialidades: [2, 1],
  currency_id: 1,
  direct_cost: '1000.50',
  general_expenses: '100',
  utility: '0',
};

const errorsOf = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof ValidationFailed) return (error.getResponse() as { errors: unknown }).errors;
  }
  return null;
};

describe('the Nuevo Adicional form', () => {
  it('reads the fields and the first revision, amounts in cents and no files yet', () =>
    expect(creationForm(form, specialties, 'r1')).toEqual({
      fields: {
        title: 'Mayor espesor de losa',
        additionalType: 2,
        code: 'AD-001',
        specialties,
        copyTo: [],
        reminder: { days: [], repeatable: false },
        fromTaskId: null,
      },
      firstRevision: {
        revisionId: 'r1',
        currencyId: 1,
        directCost: 100_050,
        generalExpenses: 10_000,
        utility: 0,
        description: '<p>Según plano</p>',
        fileIds: [],
      },
    }));

  it('answers every wrong field together: the rules, a specialty the project lacks, blank amounts', () =>
    expect(
      errorsOf(() => creationForm({ ...form, code: ' ', especialidades: [1, 9], utility: ' ' }, specialties, 'r1')),
    ).toEqual([
      { field: 'code', message: 'Campo requerido' },
      { field: 'especialidades', message: 'La especialidad no existe en el proyecto.' },
      { field: 'utility', message: 'Campo requerido' },
    ]));
});
