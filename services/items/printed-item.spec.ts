import { conversationDraft } from './printed-item';

const detail = (status: number) => ({
  project: { name: 'Edificio Los Aromos' },
  status,
  created_by_user: { name: 'Javiera Soto' },
  created_at: '2026-11-02T13:00:00.000Z',
  critical_date: null,
  description: 'Revisar **anclajes**',
  attachments: [],
  interactions: [],
});

const stateOf = (kind: 'task' | 'rdi', status: number) =>
  conversationDraft(detail(status), 'Nº 1', { kind, facts: [] }).item.facts.find((fact) => fact.label === 'Estado')
    ?.value;

describe('An item printed as a conversation (its PDF)', () => {
  it('given a task, when printed, then its state is named as its detail and history name it', () => {
    expect(stateOf('task', 1)).toBe('Abierta');
    expect(stateOf('task', 3)).toBe('Tarea Finalizada');
  });

  it('given an RDI, when printed, then its state is named as its list and detail name it', () => {
    expect(stateOf('rdi', 1)).toBe('Pendiente');
    expect(stateOf('rdi', 3)).toBe('RDI Finalizada');
  });
});
