/**
 * The reader mark of an item everyone in its project may list: tasks that are not private, every
 * RDI and additional. Lists, turns and the dashboard key their readers by it.
 */
export const EVERY_MEMBER = '*';
