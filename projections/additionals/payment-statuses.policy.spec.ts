import { actor } from '../../test/support/actors';
import { paymentStatusRefusal, tableRefusal } from './payment-statuses.policy';

const viewer = actor('vera', { projects: { p1: ['view_additionals'] } });
const creator = actor('javi', { projects: { p1: [] } });
const member = actor('omar', { projects: { p1: ['view_rdi'] } });
const stranger = actor('sara', { projects: { p2: ['view_additionals'] } });
const status = { project_id: 'p1' };
const covered = [{ project_id: 'p1', created_by: 'javi' }];

describe('Estados de Pago read policy', () => {
  it('opens the informative table to holders of view_additionals only', () => {
    expect(tableRefusal(viewer, 'p1')).toBeNull();
    expect(tableRefusal(creator, 'p1')?.status).toBe(403);
    expect(tableRefusal(member, 'p1')?.message).toBe('No tienes permiso para ver adicionales.');
  });

  it('shows an Estado de Pago to whoever reads one of its additionals: view_additionals or its creator', () => {
    expect(paymentStatusRefusal(viewer, status, covered)).toBeNull();
    expect(paymentStatusRefusal(creator, status, covered)).toBeNull();
    expect(paymentStatusRefusal(member, status, covered)?.status).toBe(403);
  });

  it('hides it from anyone outside the project (404)', () => {
    expect(paymentStatusRefusal(stranger, status, covered)?.status).toBe(404);
    expect(paymentStatusRefusal(actor('root', { administrator: true }), status, covered)).toBeNull();
  });
});
