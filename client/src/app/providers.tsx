import { BaseStyles } from '@primer/react';
import { ThemeProvider } from '@primer/react/next';
import type { ReactNode } from 'react';
import { SWRConfig, type SWRConfiguration } from 'swr';
import { BindAppMutate } from '../lib/app-mutate';
import { ApiError } from '../lib/http';
import { answered, persistentCache, trackShown } from '../lib/read-cache/persistent-cache';

const MAX_RETRIES = 3;

const swrConfig: SWRConfiguration = {
  // What was seen stays on the device, readable offline (issue 32).
  provider: persistentCache,
  use: [trackShown],
  onSuccess: (_data, key) => answered(key),
  // A refused request will be refused again; only network and server failures are worth retrying.
  onErrorRetry(error, _key, _config, revalidate, { retryCount }) {
    if (error instanceof ApiError && error.status >= 400 && error.status < 500) return;
    if (retryCount >= MAX_RETRIES) return;
    setTimeout(() => void revalidate({ retryCount }), 2 ** retryCount * 1_000);
  },
};

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ThemeProvider colorMode="light">
      <BaseStyles>
        <SWRConfig value={swrConfig}>
          <BindAppMutate />
          {children}
        </SWRConfig>
      </BaseStyles>
    </ThemeProvider>
  );
}
