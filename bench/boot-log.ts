import type { CompanyEvent } from '../services/companies/company.events';
import { jobType } from '../services/organisation/job-types';
import type { EventMetadata, NewEvent } from '../services/platform/event-store/event-store.port';
import type { SqliteEventStore } from '../services/platform/event-store/sqlite-event-store';
import type { MembershipEvent } from '../services/projects/membership.events';
import type { ProjectEvent } from '../services/projects/project.events';
import type { UserEvent } from '../services/users/user.events';

/**
 * A log shaped like a busy deployment's, written through the embedded event store with the
 * events the deciders emit: per 100 events about 10 users created and joined to a company,
 * 30 profile updates, 2 projects created and 4 edited, 36 memberships added, 4 job changes and
 * 4 removals. Each aggregate's events go in one append (one durable commit), as a busy day's
 * commands would leave them after compaction of time; the order across streams is realistic
 * enough for the projections (a project's members exist before it is joined).
 */
export interface BootLogShape {
  /** Roughly how many events to write. */
  events: number;
  /** Profile updates per user (30 % of the log with the default of 3). */
  updatesPerUser?: number;
  /** Starts every id, so a second log appended to the first names other users and projects. */
  prefix?: string;
}

type Event = UserEvent | ProjectEvent | MembershipEvent | CompanyEvent;

const COMPANIES = 20;
const MEMBERS_PER_PROJECT = 18;

let commandCount = 0;
let prefix = 'boot';
const metadata = (actorId: string, projectId?: string): EventMetadata => {
  commandCount += 1;
  const id = `${prefix}-${commandCount}`;
  return {
    actorId,
    ...(projectId ? { projectId } : {}),
    commandId: id,
    correlationId: id,
    causationId: id,
    occurredAt: new Date(Date.UTC(2026, 0, 1) + commandCount * 1000).toISOString(),
    schemaVersion: 1,
  };
};

const withMetadata = (events: Event[], actorId: string, projectId?: string): NewEvent[] =>
  events.map((event) => ({ ...event, metadata: metadata(actorId, projectId) }));

const userId = (n: number) => `${prefix}-user-${n}`;
const companyId = (n: number) => `${prefix}-company-${n % COMPANIES}`;

function userEvents(n: number, updates: number): UserEvent[] {
  const profile = {
    name: `Usuario ${n}`,
    email: `usuario.${n}@${prefix}.constructora.cl`,
    phone: `+56 9 ${String(10_000_000 + n).slice(-8)}`,
    address: `Avenida Providencia ${n}, Santiago`,
    defaultJob: 2 + (n % 3),
  };
  const events: UserEvent[] = [{ type: 'UserCreated', data: { userId: userId(n), avatar: null, ...profile } }];
  for (let u = 1; u <= updates; u += 1) {
    const { email: _email, ...editable } = profile;
    events.push({
      type: 'UserProfileUpdated',
      data: { userId: userId(n), ...editable, phone: `+56 2 ${2_000_000 + u}`, avatar: null },
    });
  }
  return events;
}

/** A project's own stream, and each member's (membership-<project>:<user>), as the deciders write them. */
function projectStreams(p: number, users: number): Map<string, Event[]> {
  const projectId = `${prefix}-project-${p}`;
  const fields = {
    companyId: companyId(p),
    internalId: `OB-${p}`,
    name: `Edificio ${p}`,
    description: 'Edificio habitacional de 18 pisos y 3 subterráneos.',
    address: `Los Aromos ${p}, Ñuñoa`,
    geo: { latitude: -33.45, longitude: -70.6 },
    image: null,
    projectTypeId: 1,
    specialties: ['Obra gruesa', 'Terminaciones'],
    currencyId: 2,
    contractValue: 285_400.5,
    totalDays: 540,
    startDate: '2026-03-01',
  };
  const member = (m: number) => userId((p * 7 + m * 13) % users);
  const project: Event[] = [{ type: 'ProjectCreated', data: { projectId, rdiNewSystem: true, ...fields } }];
  const streams = new Map<string, Event[]>([[`project-${projectId}`, project]]);
  const membership = (m: number) => {
    const stream = `membership-${projectId}:${member(m)}`;
    if (!streams.has(stream)) streams.set(stream, []);
    return streams.get(stream)!;
  };
  for (let m = 0; m < MEMBERS_PER_PROJECT; m += 1) {
    const jobTypeId = 2 + (m % 3);
    membership(m).push({
      type: 'ProjectMemberAdded',
      data: {
        projectId,
        userId: member(m),
        jobTypeId,
        capabilities: [...(jobType(jobTypeId)?.default_capabilities ?? [])],
      },
    });
  }
  for (const m of [1, 2]) {
    project.push({ type: 'ProjectUpdated', data: { projectId, ...fields, name: `Edificio ${p} etapa ${m}` } });
    membership(m).push({ type: 'ProjectMemberJobChanged', data: { projectId, userId: member(m), jobTypeId: 4 } });
    membership(m + 10).push({ type: 'ProjectMemberRemoved', data: { projectId, userId: member(m + 10) } });
  }
  return streams;
}

/** Writes the log; returns how many events it holds. */
export async function writeBootLog(store: SqliteEventStore, shape: BootLogShape): Promise<number> {
  const updates = shape.updatesPerUser ?? 3;
  prefix = shape.prefix ?? 'boot';
  // Per user: created, joined to a company, `updates` profile edits; per project: 25 events.
  const users = Math.max(1, Math.round((shape.events * 0.1 * 5) / (2 + updates)));
  const projects = Math.max(1, Math.round((shape.events * 0.5) / 25));
  let written = 0;
  const append = async (stream: string, events: NewEvent[]) => {
    await store.append(stream, events, 'any');
    written += events.length;
  };

  for (let c = 0; c < COMPANIES; c += 1) {
    const created: CompanyEvent = {
      type: 'CompanyCreated',
      data: { companyId: companyId(c), name: `Constructora ${c}`, description: '', logo: null, url: null },
    };
    await append(`company-${companyId(c)}`, withMetadata([created], 'boot-admin'));
  }
  // Users first, in groups, with their company memberships; then projects joining them.
  const group = 500;
  for (let first = 0; first < users; first += group) {
    const last = Math.min(users, first + group);
    for (let n = first; n < last; n += 1) {
      await append(`user-${userId(n)}`, withMetadata(userEvents(n, updates), 'boot-admin'));
    }
    for (let c = 0; c < COMPANIES; c += 1) {
      const joined: CompanyEvent[] = [];
      for (let n = first + c; n < last; n += COMPANIES) {
        joined.push({ type: 'CompanyMemberJoined', data: { companyId: companyId(c), userId: userId(n) } });
      }
      if (joined.length > 0) await append(`company-${companyId(c)}`, withMetadata(joined, 'boot-admin'));
    }
  }
  for (let p = 0; p < projects; p += 1) {
    const projectId = `${prefix}-project-${p}`;
    for (const [stream, events] of projectStreams(p, users)) {
      await append(stream, withMetadata(events, 'boot-admin', projectId));
    }
  }
  return written;
}
