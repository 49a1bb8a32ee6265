import { type ComponentType, useEffect, useRef } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { SectionPage } from '../components/section-page';
import { LoginPage } from '../features/auth/components/login-page';
import { UnavailableFlowPage } from '../features/auth/components/unavailable-flow-page';
import { DashboardPage } from '../features/dashboard/components/dashboard-page';
import { AppLayout } from '../features/shell/components/app-layout';
import { useToken } from '../lib/session';

interface RouteEntry {
  path: string;
  component: ComponentType;
}

const section = (title: string) => () => <SectionPage title={title} />;
const unavailable = (title: string) => () => <UnavailableFlowPage title={title} />;

/** Spec 2.1: the only screens reachable without a session. */
const publicRoutes: RouteEntry[] = [
  { path: '/login', component: LoginPage },
  { path: '/register', component: unavailable('Registra tu Cuenta') },
  { path: '/reset-pass-request', component: unavailable('Reestablecer Contraseña') },
  { path: '/reset-pass/:token', component: unavailable('Reestablecer Contraseña') },
  { path: '/newuser', component: unavailable('Crea tu Contraseña') },
];

const privateRoutes: RouteEntry[] = [
  { path: '/', component: DashboardPage },
  { path: '/projects', component: section('Proyectos') },
  { path: '/closed-projects', component: section('Proyectos Cerrados') },
  { path: '/users', component: section('Usuarios') },
  { path: '/consultas', component: section('Consultas') },
  { path: '/rdi', component: section('RDI') },
  { path: '/adicionales', component: section('Adicionales') },
  { path: '/planos', component: section('Planimetría') },
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
