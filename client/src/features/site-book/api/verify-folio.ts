import useSWR from 'swr';
import { ApiError, request } from '../../../lib/http';
import type { Verification } from '../site-book-types';

const VERIFY_PATH = '/siteBook/verify';

/** GET /siteBook/verify without a session; an unknown code's 404 is an answer too, not a failure. */
async function verify([path, code]: readonly [string, string]): Promise<Verification> {
  try {
    return await request<Verification>(`${path}?code=${encodeURIComponent(code)}`, {
      method: 'GET',
      sessionless: true,
    });
  } catch (error) {
    if (error instanceof ApiError && error.code === 404) return { valid: false, message: error.message };
    throw error;
  }
}

export function useFolioVerification(code: string) {
  const { data, error, isLoading } = useSWR(code ? ([VERIFY_PATH, code] as const) : null, verify, {
    shouldRetryOnError: false,
    revalidateOnFocus: false,
  });
  return { verification: data, error: error as Error | undefined, isLoading };
}
