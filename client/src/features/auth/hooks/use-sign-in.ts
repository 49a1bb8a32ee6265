import { useCallback, useState } from 'react';
import { useLocation } from 'wouter';
import { setToken } from '../../../lib/session';
import { login, loginFailureMessage } from '../api/login';

/** Signs in and goes to the dashboard; keeps the failure message to show. */
export function useSignIn() {
  const [, navigate] = useLocation();
  const [submitting, setSubmitting] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const signIn = useCallback(
    async (email: string, password: string) => {
      setSubmitting(true);
      setFailure(null);
      try {
        setToken(await login(email.trim(), password));
        navigate('/', { replace: true });
      } catch (error) {
        setFailure(loginFailureMessage(error));
        setSubmitting(false);
      }
    },
    [navigate],
  );

  return { signIn, submitting, failure };
}
