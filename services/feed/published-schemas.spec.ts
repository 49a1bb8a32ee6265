import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { items } from '../manifests';
import { incompatibilities, type JsonSchema } from '../platform/feed/json-schema';
import { FeedCatalog } from './feed-catalog';

/**
 * The schemas consumers hold: every published type and version, committed. A published version
 * may only change compatibly (an optional field added); anything else needs a new version, and
 * the old one stays published. After a compatible change or a new version, record it with
 * `UPDATE_FEED_SCHEMAS=1 npx jest services/feed/published-schemas.spec.ts`.
 */
const SNAPSHOT = join(__dirname, 'published-schemas.json');

type Published = Record<string, JsonSchema>;

const current: Published = Object.fromEntries(
  new FeedCatalog(items.feedFamilies).schemas().map(({ type, version, schema }) => [`${type}@${version}`, schema]),
);

describe('feed: published schemas change only compatibly, or with a new version', () => {
  if (process.env.UPDATE_FEED_SCHEMAS) writeFileSync(SNAPSHOT, `${JSON.stringify(current, null, 2)}\n`);
  const recorded = JSON.parse(readFileSync(SNAPSHOT, 'utf8')) as Published;

  it('keeps every recorded type and version published, each compatible with what was recorded', () => {
    const problems = Object.entries(recorded).flatMap(([typeAtVersion, schema]) => {
      const now = current[typeAtVersion];
      if (!now) return [`${typeAtVersion}: no longer published (consumers may still read it)`];
      return incompatibilities(schema, now).map((problem) => `${typeAtVersion} ${problem}: publish a new version`);
    });
    expect(problems).toEqual([]);
  });

  it('has every published type and version recorded as it is', () => {
    // A failure here after a compatible change or a new version: record it (see above).
    expect(current).toEqual(recorded);
  });
});
