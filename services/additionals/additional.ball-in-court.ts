import { type BallInCourtRule, sideHolder } from '../items/ball-in-court-rule';
import { EVERY_MEMBER } from '../items/item-readers';
import { ITO_JOB, JEFE_OT_JOB } from '../organisation/job-types';
import { isEventOf, type StoredEvent } from '../platform/event-store/event-store.port';
import { ADDITIONAL_EVENT_TYPES, type AdditionalEvent, type ResponseStatus } from './additional.events';

/** What an additional's turns depend on: who must respond, as each event decided it. */
interface AdditionalBall {
  response_status: ResponseStatus | null;
}

function evolve(additional: AdditionalBall | null, event: StoredEvent): AdditionalBall | null {
  if (!isEventOf<AdditionalEvent>(event, ADDITIONAL_EVENT_TYPES)) return additional;
  if (event.type === 'AdditionalCreated') return { response_status: event.data.responseStatus };
  if (!additional) return null;
  switch (event.type) {
    case 'AdditionalRevisionAdded':
    case 'AdditionalStatusChanged':
      return { response_status: event.data.responseStatus };
    case 'AdditionalDeleted':
      return null;
    default:
      return additional;
  }
}

/** Spec 4: 1 the ITO must respond, 2 the Jefe OT. */
const side = (status: ResponseStatus) => sideHolder(status === 1 ? ITO_JOB : JEFE_OT_JOB);

/**
 * An additional's ball (docs/decisions.md, "Historial: quién tiene la pelota"): the side its
 * response_status names ("Adicionales: quién debe responder"), ITO (1) or Jefe OT (2), whoever
 * holds that job; nobody once it is accepted or cancelled (null).
 */
export const additionalBallInCourt: BallInCourtRule<AdditionalBall> = {
  itemType: 'additional',
  module: 'additionals',
  handles: ADDITIONAL_EVENT_TYPES,
  itemOf: (event) => {
    const { additionalId, projectId } = event.data as { additionalId: string; projectId: string };
    return { id: additionalId, projectId };
  },
  evolve,
  holder: ({ response_status: status }) => (status === null ? null : side(status)),
  readers: () => [EVERY_MEMBER],
};
