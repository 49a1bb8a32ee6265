import { items } from '../../services/manifests';
import { actor } from '../../test/support/actors';
import { mayReadNotifiedItem, unreadNotificationsFilter } from './notifications.policy';

const notices = items.factsOf('notices');

describe('notification read policy', () => {
  it("reads the actor's own unread notifications of the project, by their indexed inbox", () => {
    const reader = actor('ana', { projects: { p1: ['view_rdi', 'view_additionals'] } });
    expect(unreadNotificationsFilter(reader, 'p1', notices)).toEqual({ inbox: 'ana|p1' });
  });

  it('is for members only (administrators see every project): to anyone else the project does not exist', () => {
    expect(() => unreadNotificationsFilter(actor('eva', { projects: { p2: [] } }), 'p1', notices)).toThrow(
      'El proyecto no existe.',
    );
    expect(unreadNotificationsFilter(actor('root', { administrator: true }), 'p1', notices)).toEqual({
      inbox: 'root|p1',
    });
  });

  it("follows the items' read rules: without view_rdi or view_additionals, only the items one created", () => {
    expect(unreadNotificationsFilter(actor('ana', { projects: { p1: ['view_rdi'] } }), 'p1', notices)).toEqual({
      inbox: 'ana|p1',
      $or: [{ item_type: { $nin: [3] } }, { item_created_by: 'ana' }],
    });
    expect(unreadNotificationsFilter(actor('ana', { projects: { p1: [] } }), 'p1', notices)).toEqual({
      inbox: 'ana|p1',
      $or: [{ item_type: { $nin: [2, 3] } }, { item_created_by: 'ana' }],
    });
  });

  it('lets an e-mail tell of an item only to one who may read it now, as the bell does', () => {
    const rdi = { project_id: 'p1', item_type: 2, item_created_by: 'carla' };
    const task = { ...rdi, item_type: 1 };
    expect(mayReadNotifiedItem(actor('ana', { projects: { p1: ['view_rdi'] } }), rdi, notices)).toBe(true);
    expect(mayReadNotifiedItem(actor('ana', { projects: { p1: [] } }), rdi, notices)).toBe(false);
    expect(mayReadNotifiedItem(actor('carla', { projects: { p1: [] } }), rdi, notices)).toBe(true);
    expect(mayReadNotifiedItem(actor('ana', { projects: { p1: [] } }), task, notices)).toBe(true);
    expect(mayReadNotifiedItem(actor('eva', { projects: { p2: ['view_rdi'] } }), task, notices)).toBe(false);
  });
});
