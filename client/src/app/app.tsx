import { ErrorBoundary } from '../components/error-boundary';
import { StartingNotice } from '../components/starting-notice';
import { Toasts } from '../components/toasts';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

export function App() {
  return (
    <AppProviders>
      <ErrorBoundary>
        <AppRoutes />
      </ErrorBoundary>
      <StartingNotice />
      <Toasts />
    </AppProviders>
  );
}
