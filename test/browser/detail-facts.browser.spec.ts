import type { Page } from 'playwright-core';
import { BROWSER_WAIT } from '../support/browser';
import { type BrowserStage, openBrowserStage } from '../support/browser-stage';
import {
  foundationLevelRdiForm,
  postNewAdditional,
  postNewRdi,
  retainingWallAdditionalForm,
} from '../support/item-requests';
import { selectedProjectId } from '../support/model-files';
import { postNewTask, wallAnchorageForm } from '../support/task-requests';

jest.setTimeout(180_000);

type Box = { top: number; bottom: number; left: number; right: number };
interface Pair {
  label: string;
  dt: Box;
  /** The value's first line: where a reader's eye goes after the label. */
  dd: Box;
}

/** Every label/value pair of the open detail's header, with where the browser drew them. */
const headerPairs = (page: Page): Promise<Pair[]> =>
  page
    .getByRole('dialog')
    .locator('dl > div')
    .evaluateAll((pairs) =>
      pairs.map((pair) => {
        const box = (rect: DOMRect) => ({ top: rect.top, bottom: rect.bottom, left: rect.left, right: rect.right });
        const dt = pair.querySelector('dt') as HTMLElement;
        const dd = pair.querySelector('dd') as HTMLElement;
        const range = document.createRange();
        range.selectNodeContents(dd);
        const firstLine = range.getClientRects()[0] ?? dd.getBoundingClientRect();
        return { label: dt.textContent ?? '', dt: box(dt.getBoundingClientRect()), dd: box(firstLine) };
      }),
    );

/** Side by side on one row, or the value right under its label: never a label alone at a line's end. */
const together = ({ dt, dd }: Pair) => {
  const sameRow = dd.left >= dt.right - 1 && dd.top < dt.bottom && dd.bottom > dt.top;
  const underneath = Math.abs(dd.left - dt.left) <= 2 && dd.top >= dt.bottom - 1 && dd.top - dt.bottom <= 8;
  return sameRow || underneath;
};

describe('item detail headers: each label stays with its value', () => {
  let stage: BrowserStage;
  const links: Record<string, string> = {};

  beforeAll(async () => {
    stage = await openBrowserStage();
    const page = await stage.tab('jefe.ot@faena.cl');
    const projectId = await selectedProjectId(page);
    const jefe = await stage.server.login('jefe.ot@faena.cl');
    const task = await postNewTask(stage.server, jefe, wallAnchorageForm(projectId, { critical_date: '2026-12-15' }));
    const twoSpecialties = { especialidades: JSON.stringify([1, 2]) };
    const rdi = await postNewRdi(stage.server, jefe, foundationLevelRdiForm(projectId, twoSpecialties));
    const additional = await postNewAdditional(
      stage.server,
      jefe,
      retainingWallAdditionalForm(projectId, twoSpecialties),
    );
    links.tarea = `/consultas?task=${task.id}`;
    links.RDI = `/rdi?rdi=${rdi.id}`;
    links.adicional = `/adicionales?additional=${additional.id}`;
  });

  afterAll(async () => {
    await stage?.close();
  });

  it.each([
    ['a laptop', { width: 1366, height: 800 }],
    ['a phone', { width: 390, height: 844 }],
  ])('keeps every pair together on %s', async (_screen, viewport) => {
    const page = await stage.tab('jefe.ot@faena.cl', { viewport });
    for (const [item, link] of Object.entries(links)) {
      await stage.visit(page, link);
      await page.getByRole('dialog').getByText('Creador:', { exact: true }).waitFor(BROWSER_WAIT);
      const pairs = await headerPairs(page);
      expect(pairs.length).toBeGreaterThanOrEqual(6);
      expect({ item, apart: pairs.filter((pair) => !together(pair)).map((pair) => pair.label) }).toEqual({
        item,
        apart: [],
      });
    }
  });

  it('opens each detail with the focus on its name, no tooltip, and closes it with one Escape', async () => {
    const page = await stage.tab('jefe.ot@faena.cl');
    for (const [item, link] of Object.entries(links)) {
      await stage.visit(page, link);
      const dialog = page.getByRole('dialog');
      await dialog.getByText('Creador:', { exact: true }).waitFor(BROWSER_WAIT);
      const focused = await page.evaluate(() => document.activeElement?.tagName);
      expect({ item, focused, tooltips: await page.getByRole('tooltip').count() }).toEqual({
        item,
        focused: 'H2',
        tooltips: 0,
      });
      await page.keyboard.press('Escape');
      await dialog.waitFor({ ...BROWSER_WAIT, state: 'detached' });
    }
  });
});
