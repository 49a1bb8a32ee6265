import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { clearToken } from '../../../lib/session';

/** Ends the session (spec 2.6): forgets the token, every cached answer and the device's data, then shows Login. */
export function useSignOut() {
  const { mutate } = useSWRConfig();
  const [, navigate] = useLocation();
  return () => {
    void clearToken();
    void mutate(() => true, undefined, { revalidate: false });
    navigate('/login', { replace: true });
  };
}
