import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from 'playwright-core';
import { BROWSER_WAIT } from './browser';
import { until } from './eventually';
import type { TestServer } from './test-server';

/** The small IFC model shipped for the tests. */
export const MURO_IFC = readFileSync(join(__dirname, '../fixtures/muro.ifc'));

const END = Buffer.from('END-ISO-10303-21;\n');

/**
 * muro.ifc grown to about `bytes` with STEP comments before its last line, so an upload lasts long
 * enough to be watched and the file still reads as IFC.
 */
export function ifcOfSize(bytes: number): Buffer {
  const body = MURO_IFC.subarray(0, MURO_IFC.lastIndexOf(END));
  const line = Buffer.from(`/* ${'relleno '.repeat(12)}*/\n`);
  const lines = Math.max(0, Math.ceil((bytes - MURO_IFC.length) / line.length));
  return Buffer.concat([body, ...Array.from({ length: lines }, () => line), END]);
}

/** A Navisworks cache: the app cannot draw it, so it is offered for download. */
export const NWC_MODEL = Buffer.from(Array.from({ length: 2048 }, (_, index) => (index * 37 + 11) % 256));

/**
 * The project the tab works in, as the app remembers it in local storage: once the projects have
 * answered (a screen's heading may show before).
 */
export const selectedProjectId = async (page: Page): Promise<string> => {
  const remembered = () => page.evaluate('localStorage.getItem("faena.project")') as Promise<string | null>;
  return JSON.parse(await until('the tab remembers its project', remembered, BROWSER_WAIT)) as string;
};

/** Uploads a model through the API, as `token`'s user; returns its file id. */
export async function uploadModel(
  server: TestServer,
  token: string,
  projectId: string,
  name: string,
  content: Buffer,
): Promise<string> {
  const { status, body } = await server.form('/files/upload', { type: 8, project_id: projectId }, token, {
    file: { name, content, type: 'application/octet-stream' },
  });
  if (status !== 200) throw new Error(`upload of ${name} answered ${status}: ${JSON.stringify(body)}`);
  return (body.file as { id: string }).id;
}

/** Opens Planimetría from the sidebar. */
export async function openPlanimetria(page: Page): Promise<void> {
  await page.getByRole('navigation', { name: 'Menú principal' }).getByRole('link', { name: 'Planimetría' }).click();
  await page.getByRole('heading', { name: 'Planimetría', level: 1 }).waitFor(BROWSER_WAIT);
}
