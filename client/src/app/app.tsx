import { ErrorBoundary } from '../components/error-boundary';
import { Toasts } from '../components/toasts';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

export function App() {
  return (
    <AppProviders>
      <ErrorBoundary>
        <AppRoutes />
      </ErrorBoundary>
      <Toasts />
    </AppProviders>
  );
}
