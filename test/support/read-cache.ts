import type { Page } from 'playwright-core';
import { until } from './eventually';

/** The device's IndexedDB databases by name. */
export const databaseNames = async (page: Page) =>
  (await page.evaluate('indexedDB.databases().then((all) => all.map((db) => db.name))')) as string[];

/** Every record of the read cache, without creating its database when there is none. */
export async function keptReads(page: Page): Promise<Array<{ key: string; userId: string }>> {
  if (!(await databaseNames(page)).includes('faena-cache')) return [];
  return (await page.evaluate(`new Promise((resolve, reject) => {
    const opening = indexedDB.open('faena-cache');
    opening.onerror = () => reject(opening.error);
    opening.onsuccess = () => {
      const db = opening.result;
      if (!db.objectStoreNames.contains('reads')) { db.close(); return resolve([]); }
      const all = db.transaction('reads').objectStore('reads').getAll();
      all.onsuccess = () => { db.close(); resolve(all.result); };
      all.onerror = () => reject(all.error);
    };
  })`)) as Array<{ key: string; userId: string }>;
}

/** Polls the device's read cache until a record's key holds `text` (writes wait a moment). */
export async function untilKept(page: Page, text: string): Promise<void> {
  await until(`a record kept for ${text}`, async () => (await keptReads(page)).some((read) => read.key.includes(text)));
}
