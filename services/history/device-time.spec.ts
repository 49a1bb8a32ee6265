import { deviceTime } from './device-time';

const occurredAt = '2026-11-28T15:40:00.000Z';

describe('the device’s time in the history', () => {
  it('tells when a change made without signal was made, hours before it reached the server', () => {
    expect(deviceTime({ occurredAt, madeAt: '2026-11-28T13:15:03.120Z' })).toBe('2026-11-28T13:15:03.120Z');
  });

  it('says nothing of a command sent as it was made', () => {
    expect(deviceTime({ occurredAt })).toBeNull();
  });

  it('says nothing of a minute’s difference: a clock’s drift or a slow network', () => {
    expect(deviceTime({ occurredAt, madeAt: '2026-11-28T15:39:00.000Z' })).toBeNull();
  });

  it('says nothing of a device clock running ahead of the server’s', () => {
    expect(deviceTime({ occurredAt, madeAt: '2026-11-28T15:44:00.000Z' })).toBeNull();
  });
});
