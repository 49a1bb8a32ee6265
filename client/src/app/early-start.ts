import { sendEarlyReads } from '../lib/early-reads';
import { firstReadRequests } from '../lib/first-read-requests';
import { openItemRead } from '../lib/open-item-request';
import { storedProjectId } from '../lib/stored-project';
import { OPEN_ITEM_REQUESTS } from './open-item-routes';

/**
 * The entry's first import, in a chunk of its own that imports neither React nor Primer: the
 * browser runs it before evaluating them, so the first reads leave about 0.1 s sooner.
 */
const { pathname, search } = window.location;
const openItem = OPEN_ITEM_REQUESTS[pathname];
const openItemReads = openItem ? [openItemRead(openItem, search)].filter((read) => read !== null) : [];
sendEarlyReads([...firstReadRequests(storedProjectId()), ...openItemReads]);
