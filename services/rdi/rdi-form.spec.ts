import { DomainError } from '../platform/domain-error';
import { chosenSpecialties, chosenSubject } from './rdi-form';

const specialties = [
  { id: 1, name: 'Arquitectura' },
  { id: 2, name: 'Estructuras' },
  { id: 3, name: 'Instalaciones' },
];
const subjects = [...specialties, { id: 1001, name: 'Hormigones' }];

const refusal = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    if (error instanceof DomainError) return { message: error.message, status: error.status, field: error.about.field };
  }
  return null;
};

describe('the New RDI form', () => {
  it("names the project's specialties once each, in the project's order", () =>
    expect(chosenSpecialties(specialties, [3, 1, 3])).toEqual([specialties[0], specialties[2]]));

  it('refuses a specialty the project does not have', () =>
    expect(refusal(() => chosenSpecialties(specialties, [1, 9]))).toEqual({
      message: 'La especialidad no existe en el proyecto.',
      status: 400,
      field: 'especialidades',
    }));

  it('files the RDI under a chosen subject of the project', () =>
    expect(chosenSubject(subjects, { subject_id: 1001 })).toEqual({ id: 1001, name: 'Hormigones' }));

  it('takes a typed subject the project has, but for case and accents, as that subject', () =>
    expect(chosenSubject(subjects, { new_subject: ' hormigónes ' })).toEqual({ id: 1001, name: 'Hormigones' }));

  it('takes any other typed subject as a new one, trimmed', () =>
    expect(chosenSubject(subjects, { new_subject: ' Moldajes ', subject_id: 1 })).toBe('Moldajes'));

  it('refuses a subject the project does not have, or none', () => {
    const unknown = { message: 'La materia no existe en el proyecto.', status: 400, field: 'subject_id' };
    expect(refusal(() => chosenSubject(subjects, { subject_id: 77 }))).toEqual(unknown);
    expect(refusal(() => chosenSubject(subjects, { new_subject: '  ' }))).toEqual(unknown);
  });
});
