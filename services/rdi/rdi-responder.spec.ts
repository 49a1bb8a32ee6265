import { currentResponsible } from './rdi-responder';

const rdi = (approved: Array<1 | 2 | 3>, response_status: 1 | 2 = 2) => ({
  status: 1 as const,
  response_status,
  created_by: 'pedro',
  approval_checks: approved.map((approval) => ({ approval })),
});
const newSystem = { newSystem: true, creatorName: 'Pedro Rojas' };
const jefe = { id: 'javiera', jobTypeId: 2 };
const creator = { id: 'pedro', jobTypeId: 3 };

describe('RDI: who it waits for (Responde)', () => {
  it('names the side to answer until an approval is given', () => {
    expect(currentResponsible(rdi([]), newSystem, jefe)).toEqual({ job_type_id: 2, name: 'Jefe OT', mine: true });
    expect(currentResponsible(rdi([], 1), newSystem, jefe)).toEqual({ job_type_id: 4, name: 'ITO', mine: false });
  });
  it('names the creator when only the creator’s approval is missing (issue 31)', () => {
    expect(currentResponsible(rdi([2, 3]), newSystem, jefe)).toEqual({
      job_type_id: null,
      name: 'Creador (Pedro Rojas)',
      mine: false,
    });
    expect(currentResponsible(rdi([2, 3]), newSystem, creator)?.mine).toBe(true);
  });
  it('names every approval still missing once closing started', () =>
    expect(currentResponsible(rdi([3]), newSystem, jefe)).toEqual({
      job_type_id: null,
      name: 'Creador (Pedro Rojas), Jefe OT',
      mine: true,
    }));
  it('keeps the answering turn on the old close system, and names nobody once finished', () => {
    expect(currentResponsible(rdi([2]), { ...newSystem, newSystem: false }, jefe)?.name).toBe('Jefe OT');
    expect(currentResponsible({ ...rdi([]), status: 3 }, newSystem, jefe)).toBeNull();
  });
});
