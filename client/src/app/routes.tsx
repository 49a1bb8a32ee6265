import { type ComponentType, useEffect, useRef } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { SectionPage } from '../components/section-page';
import { LoginPage } from '../features/auth/components/login-page';
import { NewUserPage } from '../features/auth/components/new-user-page';
import { RegisterPage } from '../features/auth/components/register-page';
import { ResetPasswordPage } from '../features/auth/components/reset-password-page';
import { ResetRequestPage } from '../features/auth/components/reset-request-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { OutboxPage } from '../features/outbox/components/outbox-page';
import { ClosedProjectsPage } from '../features/projects/components/closed-projects-page';
import { ProjectsPage } from '../features/projects/components/projects-page';
import { AppLayout } from '../features/shell/components/app-layout';
import { UsersPage } from '../features/users/components/users-page';
import { useToken } from '../lib/session';
import { GlobalModals } from './global-modals';

interface RouteEntry {
  path: string;
  component: ComponentType;
}

const section = (title: string) => () => <SectionPage title={title} />;

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
  { path: '/consultas', component: section('Consultas') },
  { path: '/rdi', component: section('RDI') },
  { path: '/adicionales', component: section('Adicionales') },
  { path: '/planos', component: section('Planimetría') },
  { path: '/correo', component: OutboxPage },
];

function PublicRoutes() {
  return (
    <Switch>
      {publicRoutes.map(({ path, component }) => (
        <Route key={path} path={path} component={component} />
      ))}
      <Route>
        <Redirect to="/login" replace />
      </Route>
    </Switch>
  );
}

function PrivateRoutes() {
  return (
    <AppLayout>
      <Switch>
        {privateRoutes.map(({ path, component }) => (
          <Route key={path} path={path} component={component} />
        ))}
        {/* Signed-in users opening a sign-in screen, or an unknown address, land on the dashboard. */}
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
      <GlobalModals />
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
