import { type ComponentType, lazy, Suspense, useEffect, useRef } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { PageLoading } from '../components/page-loading';
import { AppLayout } from '../features/shell/components/app-layout';
import { UploadCenter } from '../features/uploads/components/upload-center';
import { useToken } from '../lib/session';
import { GlobalModals } from './global-modals';

/** A screen loaded on its first visit: each one is its own chunk. */
const screen = <Name extends string>(load: () => Promise<Record<Name, ComponentType>>, name: Name) =>
  lazy(async () => ({ default: (await load())[name] }));

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
const TasksPage = screen(() => import('../features/tasks/components/tasks-page'), 'TasksPage');
const UsersPage = screen(() => import('../features/users/components/users-page'), 'UsersPage');

interface RouteEntry {
  path: string;
  component: ComponentType;
}

/** Spec 2.1: the only screens reachable without a session. */
const publicRoutes: RouteEntry[] = [
  { path: '/login', component: LoginPage },
  { path: '/register', component: RegisterPage },
  { path: '/reset-pass-request', component: ResetRequestPage },
  { path: '/reset-pass/:token', component: ResetPasswordPage },
  { path: '/newuser', component: NewUserPage },
];

const privateRoutes: RouteEntry[] = [
  { path: '/', component: DashboardPage },
  { path: '/projects', component: ProjectsPage },
  { path: '/closed-projects', component: ClosedProjectsPage },
  { path: '/users', component: UsersPage },
  { path: '/consultas', component: TasksPage },
  { path: '/rdi', component: RdiPage },
  { path: '/adicionales', component: AdditionalsPage },
  { path: '/planos', component: ModelsPage },
  { path: '/correo', component: OutboxPage },
];

function PublicRoutes() {
  return (
    <Suspense fallback={<PageLoading />}>
      <Switch>
        {publicRoutes.map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
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
          {privateRoutes.map(({ path, component }) => (
            <Route key={path} path={path} component={component} />
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
