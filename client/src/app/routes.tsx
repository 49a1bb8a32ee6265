import { type ComponentType, Suspense, useEffect, useRef } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { type OpenItemPreload, preloadOpenItem } from '../components/open-item-preload';
import { PageLoading } from '../components/page-loading';
import { preloadRichText } from '../components/rich-text';
import { OPEN_RDI } from '../features/rdi/api/rdi-queries';
import { AppLayout } from '../features/shell/components/app-layout';
import { OPEN_ENTRY } from '../features/site-book/api/site-book-queries';
import { OPEN_TASK } from '../features/tasks/api/task-queries';
import { UploadCenter } from '../features/uploads/components/upload-center';
import { afterFirstScreen } from '../lib/after-first-screen';
import { type Preloadable, preloadable, useLoadedOrLazy } from '../lib/preloadable';
import { getToken, useToken } from '../lib/session';
import { GlobalModals } from './global-modals';
import { OPEN_ITEM_REQUESTS } from './open-item-routes';

type Screen = Preloadable<Record<string, never>>;

/** A screen whose code is its own chunk, fetched on its first visit or before the first render. */
const screen = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name): Screen =>
  preloadable(async () => (await load())[name]);

function ScreenView({ screen }: { screen: Screen }) {
  const Shown = useLoadedOrLazy(screen);
  return <Shown />;
}

const LoginPage = screen(() => import('../features/auth/components/login-page'), 'LoginPage');
const NewUserPage = screen(() => import('../features/auth/components/new-user-page'), 'NewUserPage');
const RegisterPage = screen(() => import('../features/auth/components/register-page'), 'RegisterPage');
const ResetPasswordPage = screen(() => import('../features/auth/components/reset-password-page'), 'ResetPasswordPage');
const ResetRequestPage = screen(() => import('../features/auth/components/reset-request-page'), 'ResetRequestPage');
const AdditionalsPage = screen(() => import('../features/additionals/components/additionals-page'), 'AdditionalsPage');
const DashboardPage = screen(() => import('./dashboard-screen'), 'DashboardScreen');
const ModelsPage = screen(() => import('../features/models/components/models-page'), 'ModelsPage');
const OutboxPage = screen(() => import('../features/outbox/components/outbox-page'), 'OutboxPage');
const ClosedProjectsPage = screen(
  () => import('../features/projects/components/closed-projects-page'),
  'ClosedProjectsPage',
);
const ProjectsPage = screen(() => import('../features/projects/components/projects-page'), 'ProjectsPage');
const RdiPage = screen(() => import('../features/rdi/components/rdi-page'), 'RdiPage');
const SiteBookPage = screen(() => import('../features/site-book/components/site-book-page'), 'SiteBookPage');
const VerifyPage = screen(() => import('../features/site-book/components/verify-page'), 'VerifyPage');
const TasksPage = screen(() => import('../features/tasks/components/tasks-page'), 'TasksPage');
const UsersPage = screen(() => import('../features/users/components/users-page'), 'UsersPage');

interface RouteEntry {
  path: string;
  screen: Screen;
}

/** The item each address may name (`OPEN_ITEM_REQUESTS`), fetched with the screen's code on a cold load. */
const openItemPreloads = new Map<string, OpenItemPreload>(
  [OPEN_TASK, OPEN_RDI, OPEN_ENTRY].map((item) => [item.path, item]),
);
const openItemAt = (pathname: string) => openItemPreloads.get(OPEN_ITEM_REQUESTS[pathname]?.path ?? '');

/** Issue 33: a printed folio's code is checked by anyone, signed in or not. */
const verifyRoute: RouteEntry = { path: '/verificar', screen: VerifyPage };

/** Spec 2.1: the only screens reachable without a session (and the folio verification). */
const publicRoutes: RouteEntry[] = [
  { path: '/login', screen: LoginPage },
  { path: '/register', screen: RegisterPage },
  { path: '/reset-pass-request', screen: ResetRequestPage },
  { path: '/reset-pass/:token', screen: ResetPasswordPage },
  { path: '/newuser', screen: NewUserPage },
  verifyRoute,
];

const privateRoutes: RouteEntry[] = [
  { path: '/', screen: DashboardPage },
  { path: '/projects', screen: ProjectsPage },
  { path: '/closed-projects', screen: ClosedProjectsPage },
  { path: '/users', screen: UsersPage },
  { path: '/consultas', screen: TasksPage },
  { path: '/rdi', screen: RdiPage },
  { path: '/adicionales', screen: AdditionalsPage },
  { path: '/planos', screen: ModelsPage },
  { path: '/libro-de-obra', screen: SiteBookPage },
  { path: '/correo', screen: OutboxPage },
  verifyRoute,
];

/** How long the first render waits for its screen's code and data before showing loading placeholders. */
const FIRST_SCREEN_WAIT_MS = 1_500;

/**
 * Fetches the code of the screen at this address and, for a signed-in tab, the item the address
 * names, and waits for them and for the first reads, so the first render shows the screen whole
 * instead of placeholders that each answer then replaces with another render. Never fails, and
 * never waits long: a chunk that cannot load fails again, visibly, when the screen renders.
 */
export async function startScreenAt(
  { pathname, search }: Pick<Location, 'pathname' | 'search'>,
  firstReads: Promise<void>,
): Promise<void> {
  const entry = [...privateRoutes, ...publicRoutes].find(({ path }) => path === pathname);
  const openItem = openItemAt(pathname);
  const waited = new Promise((resolve) => window.setTimeout(resolve, FIRST_SCREEN_WAIT_MS));
  const ready = Promise.all([
    firstReads,
    entry?.screen.load().catch(() => undefined),
    openItem && getToken() ? preloadOpenItem(openItem, search) : undefined,
  ]);
  await Promise.race([ready, waited]);
}

/** How long after the page's load the other screens' code starts loading. */
const OTHER_SCREENS_AFTER_LOAD_MS = 1_500;

/**
 * Once the first screen shows, the others' code and the Markdown view every item's detail shows load
 * while the browser is idle: a first visit does not wait for them.
 */
export function loadOtherScreensWhenIdle(): void {
  afterFirstScreen(() => {
    for (const { screen } of privateRoutes) void screen.load().catch(() => undefined);
    void preloadRichText();
  }, OTHER_SCREENS_AFTER_LOAD_MS);
}

function PublicRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {publicRoutes.map(({ path, screen }) => (
          <Route key={path} path={path}>
            <ScreenView screen={screen} />
          </Route>
        ))}
        <Route>
          <Redirect to="/login" replace />
        </Route>
      </Switch>
    </Suspense>
  );
}

function PrivateRoutes() {
  return (
    <AppLayout>
      <Suspense fallback={<PageLoading />}>
        <Switch>
          {privateRoutes.map(({ path, screen }) => (
            <Route key={path} path={path}>
              <ScreenView screen={screen} />
            </Route>
          ))}
          {/* Signed-in users opening a sign-in screen, or an unknown address, land on the dashboard. */}
          <Route>
            <Redirect to="/" replace />
          </Route>
        </Switch>
      </Suspense>
      <GlobalModals />
      <UploadCenter />
    </AppLayout>
  );
}

function ScrollToTopOnNavigation() {
  const [location] = useLocation();
  const previous = useRef(location);
  useEffect(() => {
    if (previous.current === location) return;
    previous.current = location;
    window.scrollTo(0, 0);
  }, [location]);
  return null;
}

export function AppRoutes() {
  const token = useToken();
  return (
    <>
      <ScrollToTopOnNavigation />
      {token ? <PrivateRoutes /> : <PublicRoutes />}
    </>
  );
}
