import type { BrowserContext, BrowserContextOptions, Locator, Page } from 'playwright-core';
import { BROWSER_WAIT, launchBrowser, newTab, signedInTab } from './browser';
import { startTestServer, type TestServer } from './test-server';

/** A test server and a Chromium for one browser suite, with tabs that close along with them. */
export interface BrowserStage {
  server: TestServer;
  /** A new tab signed in through the login form as a demo user, on the dashboard. */
  tab(email: string, options?: BrowserContextOptions): Promise<Page>;
  /** A new tab not signed in, for a test that brings its own session. */
  blankTab(): Promise<Page>;
  /** Goes to a path of the app and waits until its layout is drawn. */
  visit(page: Page, path: string): Promise<void>;
  /** Opens a task's detail by its link (Consultas) and waits for it: the detail's dialog. */
  openTaskDetail(page: Page, task: { id: string; number: number }): Promise<Locator>;
  close(): Promise<void>;
}

export async function openBrowserStage(serverOptions?: Parameters<typeof startTestServer>[0]): Promise<BrowserStage> {
  const [server, browser] = await Promise.all([startTestServer(serverOptions), launchBrowser()]);
  const contexts: BrowserContext[] = [];
  const opened = ([context, page]: [BrowserContext, Page]) => {
    contexts.push(context);
    return page;
  };
  return {
    server,
    tab: async (email, options) => opened(await signedInTab(browser, server.url, email, options)),
    blankTab: async () => opened(await newTab(browser)),
    async visit(page, path) {
      await page.goto(`${server.url}${path}`);
      await page.getByTestId('app-layout').waitFor(BROWSER_WAIT);
    },
    async openTaskDetail(page, task) {
      await page.goto(`${server.url}/consultas?task=${task.id}`);
      const detail = page.getByRole('dialog', { name: new RegExp(`^Tarea Nº ${task.number}:`) });
      await detail.waitFor(BROWSER_WAIT);
      return detail;
    },
    async close() {
      for (const context of contexts) await context.close();
      await browser.close();
      await server.close();
    },
  };
}

/** The name of a project's subject at `position` (0-based) in its list, as the item forms offer it. */
export async function projectSubjectName(
  server: TestServer,
  projectId: string,
  token: string,
  position: number,
): Promise<string> {
  const subjects = await server.call('/project/getProjectSubjects', { project_id: projectId }, token);
  return (subjects.body.subjects as Array<{ id: number; name: string }>)[position]?.name ?? '';
}
