import { additionalFeed } from './additionals/additional.feed';
import { paymentStatusFeed } from './additionals/payment-status.feed';
import type { FeedFamily } from './platform/feed/feed-family';
import { projectFeed } from './projects/project.feed';
import { rdiFeed } from './rdi/rdi.feed';
import { taskFeed } from './tasks/task.feed';

/**
 * Every feature's family of integration events (`services/<feature>/<item>.feed.ts`), the one list
 * the feed publishes. It lives at the root, like event-upcasters.ts, so a feature declares its
 * family without importing the feed.
 */
export const feedFamilies: readonly FeedFamily[] = [projectFeed, taskFeed, rdiFeed, additionalFeed, paymentStatusFeed];
