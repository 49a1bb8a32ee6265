import { useSWRConfig } from 'swr';
import { useLocation } from 'wouter';
import { openModal } from '../../../lib/modals';
import { currentOutbox } from '../../../lib/outbox/outbox';
import { clearToken } from '../../../lib/session';
import { pendingCountText } from '../outbox-count';

/**
 * Ends the session (spec 2.6): forgets the token, every cached answer and the device's data, then
 * shows Login. Changes still in the outbox would be deleted with it: the person is asked first.
 */
export function useSignOut() {
  const { mutate } = useSWRConfig();
  const [, navigate] = useLocation();
  const signOut = () => {
    void clearToken();
    void mutate(() => true, undefined, { revalidate: false });
    navigate('/login', { replace: true });
  };
  return () => {
    const waiting = currentOutbox().length;
    if (!waiting) return signOut();
    openModal('confirm', {
      title: 'Cerrar sesión',
      lines: [
        `Tienes ${pendingCountText(waiting)} de envío.`,
        'Si cierras sesión ahora, se perderán. ¿Cerrar sesión de todas formas?',
      ],
      onAccept: signOut,
    });
  };
}
