import { ErrorBoundary } from '../components/error-boundary';
import { OfflineBand } from '../components/offline-band';
import { StartingNotice } from '../components/starting-notice';
import { Toasts } from '../components/toasts';
import { AppProviders } from './providers';
import { AppRoutes } from './routes';

export function App() {
  return (
    <AppProviders>
      <OfflineBand />
      <ErrorBoundary>
        <AppRoutes />
      </ErrorBoundary>
      <StartingNotice />
      <Toasts />
    </AppProviders>
  );
}
