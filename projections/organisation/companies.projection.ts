import type { CompanyEvent } from '../../services/companies/company.events';
import { COMPANIES, COMPANY_MEMBERS } from '../../services/contracts/collections';
import { isEventOf, type StoredEvent } from '../../services/platform/event-store/event-store.port';
import type { ReadStore } from '../../services/platform/read-store/read-store.port';
import type { Projection } from '../runtime/projection';

// Named once in services/contracts, for the live gateway and the client too.
export { COMPANIES, COMPANY_MEMBERS };

export interface CompanyDocument {
  _id: string;
  id: string;
  name: string;
  description: string;
  logo: string | null;
  url: string | null;
  created_at: string;
  /** The company's stream revision: what an edit sends back as `expected_version` (edit-conflict.ts). */
  version: number;
  [key: string]: unknown;
}

/** A user's place in a company: the company capabilities they hold there. */
export interface CompanyMemberDocument {
  _id: string;
  company_id: string;
  user_id: string;
  capabilities: string[];
  [key: string]: unknown;
}

export const companyMemberId = (companyId: string, userId: string) => `${companyId}:${userId}`;

const COMPANY_EVENTS: readonly CompanyEvent['type'][] = [
  'CompanyCreated',
  'CompanyUpdated',
  'CompanyMemberJoined',
  'CompanyMemberCapabilitiesSet',
];

export const companiesProjection: Projection = {
  name: 'companies',
  // 2: a company's version.
  version: 2,
  collections: [COMPANIES, COMPANY_MEMBERS],
  handles: COMPANY_EVENTS,

  async setup(store: ReadStore) {
    await store.collection(COMPANY_MEMBERS).ensureIndex(['user_id', 'company_id']);
  },

  async apply(event: StoredEvent, store: ReadStore) {
    if (!isEventOf<CompanyEvent>(event, COMPANY_EVENTS)) return;
    switch (event.type) {
      case 'CompanyCreated': {
        const { companyId, ...profile } = event.data;
        await store.collection<CompanyDocument>(COMPANIES).handOver({
          _id: companyId,
          id: companyId,
          ...profile,
          created_at: event.metadata.occurredAt,
          version: event.revision,
        });
        return;
      }
      case 'CompanyUpdated': {
        const { companyId, ...profile } = event.data;
        await store.collection(COMPANIES).update(companyId, { $set: { ...profile, version: event.revision } });
        return;
      }
      case 'CompanyMemberJoined': {
        const { companyId, userId } = event.data;
        await store.collection<CompanyMemberDocument>(COMPANY_MEMBERS).handOver({
          _id: companyMemberId(companyId, userId),
          company_id: companyId,
          user_id: userId,
          capabilities: [],
        });
        await store.collection(COMPANIES).update(companyId, { $set: { version: event.revision } });
        return;
      }
      case 'CompanyMemberCapabilitiesSet': {
        const { companyId, userId, capabilities } = event.data;
        await store.collection(COMPANY_MEMBERS).update(companyMemberId(companyId, userId), { $set: { capabilities } });
        await store.collection(COMPANIES).update(companyId, { $set: { version: event.revision } });
        return;
      }
    }
  },
};
