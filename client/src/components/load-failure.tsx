import { Banner } from '@primer/react';
import { loadFailureText, NoConnectionError } from '../lib/http';

/**
 * In place of what did not load: the server's reason, or, without network, that it is not
 * available offline (the band at the top already says the app is offline), never a spinner.
 */
export function LoadFailure({ error }: { error: Error }) {
  const offline = error instanceof NoConnectionError;
  return (
    <Banner
      variant={offline ? 'info' : 'critical'}
      title={offline ? 'Sin conexión' : 'Error'}
      description={loadFailureText(error)}
      hideTitle
    />
  );
}
