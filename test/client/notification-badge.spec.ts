import { badgeText, badgeTone, bellLabel } from '../../client/src/features/shell/notification-badge';

describe('the notification bell badge (spec 2.11 and 9)', () => {
  it('is green under 5, orange from 5 and red from 10', () => {
    expect([1, 4, 5, 9, 10, 250].map(badgeTone)).toEqual([
      'success',
      'success',
      'orange',
      'orange',
      'danger',
      'danger',
    ]);
  });

  it('counts up to 99 and names the count for screen readers', () => {
    expect([7, 99, 100].map(badgeText)).toEqual(['7', '99', '99+']);
    expect([0, 1, 12].map(bellLabel)).toEqual([
      'Notificaciones',
      'Notificaciones (1 nueva)',
      'Notificaciones (12 nuevas)',
    ]);
  });
});
