import { FIRST_RESPONSE, responseAfter } from '../../projections/rdi/rdi-turn';
import { type BallInCourtRule, sideHolder } from '../items/ball-in-court-rule';
import { EVERY_MEMBER } from '../items/item-readers';
import { ITO_JOB, JEFE_OT_JOB } from '../organisation/job-types';
import { isEventOf, type StoredEvent } from '../platform/event-store/event-store.port';
import { RDI_EVENT_TYPES, type RdiEvent, type ResponseStatus } from './rdi.events';

/** What an RDI's turns depend on. */
interface RdiBall {
  response_status: ResponseStatus;
  status: 1 | 3;
}

function evolve(rdi: RdiBall | null, event: StoredEvent): RdiBall | null {
  if (!isEventOf<RdiEvent>(event, RDI_EVENT_TYPES)) return rdi;
  if (event.type === 'RdiCreated') return { response_status: FIRST_RESPONSE, status: 1 };
  if (!rdi) return null;
  switch (event.type) {
    case 'RdiInteractionAdded':
      return { ...rdi, response_status: responseAfter(rdi.response_status, event.data) };
    case 'RdiFinished':
      return { ...rdi, status: 3 };
    case 'RdiDeleted':
      return null;
    default:
      return rdi;
  }
}

/** Spec 4: 1 the ITO must respond, 2 the Jefe OT. */
const side = (status: ResponseStatus) => sideHolder(status === 1 ? ITO_JOB : JEFE_OT_JOB);

/**
 * An RDI's ball (docs/decisions.md, "Historial: quién tiene la pelota"): while it is open, the
 * side its response_status names (`rdi-turn.ts`), ITO (1) or Jefe OT (2), whoever holds that job;
 * nobody once it is finished.
 */
export const rdiBallInCourt: BallInCourtRule<RdiBall> = {
  itemType: 'rdi',
  module: 'rdi',
  handles: RDI_EVENT_TYPES,
  itemOf: (event) => {
    const { rdiId, projectId } = event.data as { rdiId: string; projectId: string };
    return { id: rdiId, projectId };
  },
  evolve,
  holder: (rdi) => (rdi.status === 3 ? null : side(rdi.response_status)),
  readers: () => [EVERY_MEMBER],
};
