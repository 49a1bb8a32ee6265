import { meanSolutionDays, rdiLightStatus, rdiResponseDays, rdiWaitingDays, rdiWaitingStatus } from './rdi-timing';

const rdi = {
  status: 1 as 1 | 3,
  created_at: '2026-11-01T12:00:00.000Z',
  ended_at: null as string | null,
  response_since: '2026-11-04T12:00:00.000Z',
  critical_date: null as string | null,
  answered: false,
};
const now = new Date('2026-11-08T00:00:00.000Z');

describe('RDI timing', () => {
  it('counts waiting from creation and the response wait from the current turn, one decimal', () => {
    expect(rdiWaitingDays(rdi, now)).toBe(6.5);
    expect(rdiResponseDays(rdi, now)).toBe(3.5);
  });
  it('freezes both at the end of a finished RDI', () => {
    const ended = { ...rdi, status: 3 as const, ended_at: '2026-11-05T12:00:00.000Z' };
    expect(rdiWaitingDays(ended, now)).toBe(4);
    expect(rdiResponseDays(ended, now)).toBe(1);
    expect(rdiWaitingStatus(ended)).toBe(2);
  });
  it('lights by the response wait and the critical date', () => {
    expect(rdiLightStatus(rdi, now)).toBe(1);
    expect(rdiLightStatus({ ...rdi, response_since: '2026-11-07T12:00:00.000Z' }, now)).toBe(0);
    expect(
      rdiLightStatus({ ...rdi, response_since: '2026-11-07T12:00:00.000Z', critical_date: '2026-11-01' }, now),
    ).toBe(2);
  });
  it('says answered once an official response exists', () =>
    expect(rdiWaitingStatus({ ...rdi, answered: true })).toBe(1));
  it('averages solution days with one decimal', () => {
    expect(meanSolutionDays(3 * 86_400_000 + 2 * 86_400_000, 2)).toBe(2.5);
    expect(meanSolutionDays(0, 0)).toBe(0);
  });
});
