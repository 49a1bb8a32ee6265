import { pastLines } from '../../client/src/features/history/components/as-of-fields';
import { chileInstant } from '../../client/src/lib/chile-date';

describe('the date the item is asked as of', () => {
  it('reads a day and a time in Chile, summer and winter', () => {
    // November: Chile's summer time, UTC−3; July: UTC−4.
    expect(chileInstant('2026-11-24', '12:05')?.toISOString()).toBe('2026-11-24T15:05:00.000Z');
    expect(chileInstant('2026-07-01', '9:30')?.toISOString()).toBe('2026-07-01T13:30:00.000Z');
    expect(chileInstant('2026-11-24', '00:00')?.toISOString()).toBe('2026-11-24T03:00:00.000Z');
  });

  it('refuses what is no time of day', () => {
    for (const time of ['24:00', '12:60', '1205', '', 'mediodía']) expect(chileInstant('2026-11-24', time)).toBeNull();
    expect(chileInstant('24-11-2026', '12:00')).toBeNull();
  });
});

describe('the item as it stood, line by line', () => {
  it('shows a task’s main fields with their Spanish labels, and leaves out what it did not have', () => {
    const task = {
      number: 12,
      title: 'Detalle de escalera',
      status: 1,
      responsable_user: { name: 'Ignacio Toro' },
      participants: [{ name: 'Pedro Rojas' }],
      priority: 3,
      private: false,
      critical_date: '2026-12-20',
      created_at: '2026-11-24T15:00:00.000Z',
      ended_at: null,
      interactions: [{}],
      description: '<p>¿Cuál es la huella?</p>',
    };
    expect(pastLines('task', task).map(({ label, value }) => [label, value])).toEqual([
      ['Tarea Nº', '12'],
      ['Título', 'Detalle de escalera'],
      ['Estado', 'Abierta'],
      ['Responsable', 'Ignacio Toro'],
      ['Participantes', 'Pedro Rojas'],
      ['Prioridad', 'Inmediata'],
      ['Privada', 'No'],
      ['Fecha crítica', '20-12-2026'],
      ['Creada', '24-11-2026 12:00'],
      ['Interacciones', '1 interacción'],
      ['Descripción', '<p>¿Cuál es la huella?</p>'],
    ]);
  });

  it('names an RDI’s states as its list, detail and history do', () => {
    const state = (status: number) =>
      pastLines('rdi', { number: 4, title: 'Placa base', status }).find(({ label }) => label === 'Estado')?.value;
    expect(state(1)).toBe('Pendiente');
    expect(state(3)).toBe('RDI Finalizada');
  });

  it('shows amounts and progress of an additional, and a closed project', () => {
    const additional = {
      number: 3,
      statustext: 'Aceptado',
      last_revision: { total_requested: 1000.1, currency_info: { code: 'UF' } },
      total_progress: 0.4,
      total_amount: 400.04,
      payment_statuses: [{}, {}],
    };
    expect(Object.fromEntries(pastLines('additional', additional).map(({ label, value }) => [label, value]))).toEqual({
      'Adicional Nº': '3',
      Estado: 'Aceptado',
      'Monto solicitado': 'UF 1.000,10',
      'Avance aprobado': '40 %',
      'Monto aprobado': 'UF 400,04',
      'Estados de Pago': '2 estados de pago',
    });
    const project = { name: 'Altos del Maipo', deleted_at: '2026-11-24T15:00:00.000Z', members_count: 2 };
    expect(pastLines('project', project).map(({ value }) => value)).toEqual([
      'Altos del Maipo',
      'Sí, el 24-11-2026 12:00',
      '2 integrantes',
    ]);
  });
});
