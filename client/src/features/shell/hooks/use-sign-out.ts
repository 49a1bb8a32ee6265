import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { clearToken } from '../../../lib/session';

/** Ends the session (spec 2.6): forgets the token and every cached answer, then shows Login. */
export function useSignOut() {
  const { mutate } = useSWRConfig();
  const [, navigate] = useLocation();
  return () => {
    clearToken();
    void mutate(() => true, undefined, { revalidate: false });
    navigate('/login', { replace: true });
  };
}
