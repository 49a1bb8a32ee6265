import { FactReader } from '../../services/items/fact-translation';
import { type AudienceFact, type AudienceFacts } from '../../services/items/item-facts';
import type { Doc } from '../../services/platform/read-store/read-store.port';
import type { Projection } from '../runtime/projection';

/**
 * Streams the feed for company systems stops publishing, from the position where they went
 * private: an item created private, or the first time a public item was made private. Nothing of
 * such a stream after that position is published, even if the item is made public again, so a
 * consumer never holds what a private item said. Internal (`_`): served to no user, pushed to no one.
 */
export const WITHHELD_STREAMS = '_feed_withheld_streams';

/** The projection's name: the feed publishes only up to its checkpoint. */
export const WITHHELD_STREAMS_PROJECTION = 'feed-withheld-streams';

export interface WithheldStream extends Doc {
  /** The stream (`task-<id>`). */
  _id: string;
  /** Position of the event that made it private; the feed publishes nothing of the stream after it. */
  since: number;
}

const madePrivate = (fact: AudienceFact): boolean =>
  fact.kind === 'opened' ? fact.audience.private : fact.change.private === true;

/**
 * Folds the audience facts of the item types that may be private (each type's own translation,
 * `services/items/item-facts.ts`, listed in its manifest), so it names no item type.
 */
export const withheldStreamsProjection = (audiences: readonly AudienceFacts[]): Projection => {
  const audienceFacts = new FactReader<AudienceFact>(audiences);
  return {
    name: WITHHELD_STREAMS_PROJECTION,
    version: 1,
    collections: [WITHHELD_STREAMS],
    handles: audienceFacts.handles,
    // The feed publishes only up to this projection's checkpoint: going on past an item made private
    // that it failed to record would publish what the private item says (docs/decisions.md, "Cartas
    // muertas de las proyecciones"). It stops, and the feed with it, until the event folds.
    onFailure: 'stop',
    async apply(event, store) {
      const fact = audienceFacts.factOf(event);
      if (!fact || !madePrivate(fact)) return;
      const withheld = store.collection<WithheldStream>(WITHHELD_STREAMS);
      // The first time counts: an item made public and private again stays withheld from the first.
      if (await withheld.getShared(event.stream)) return;
      await withheld.handOver({ _id: event.stream, since: event.position });
    },
  };
};
