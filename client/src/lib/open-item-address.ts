import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useFirstRunNotice } from './first-run-notice';

/** The history entry's mark that this screen pushed it to open an item, so closing may go Back. */
const OPENED_HERE = 'faena-opened-item';

/**
 * The item a screen's detail shows, held in the address (`/rdi?rdi=<id>`): opening pushes an entry,
 * so Back closes the detail and a reload reopens it. Closing goes Back when this screen pushed the
 * entry, and otherwise (a deep link, a reload) replaces it, so the list stays where it was.
 * One dialog at a time: a deep link opened in a fresh browser waits until the first-run notice is read.
 */
export function useOpenItemAddress(route: string, param: string) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { pending: noticeFirst } = useFirstRunNotice();
  const openId = noticeFirst ? null : new URLSearchParams(search).get(param);

  const addressWith = useCallback(
    (id: string | null) => {
      const params = new URLSearchParams(window.location.search);
      if (id) params.set(param, id);
      else params.delete(param);
      const rest = params.toString();
      return `${route}${rest ? `?${rest}` : ''}`;
    },
    [route, param],
  );

  const open = useCallback(
    (id: string) => {
      if (new URLSearchParams(window.location.search).get(param) === id) return;
      navigate(addressWith(id), { state: { [OPENED_HERE]: id } });
    },
    [navigate, addressWith, param],
  );

  const close = useCallback(() => {
    const state = window.history.state as Record<string, unknown> | null;
    if (state?.[OPENED_HERE]) window.history.back();
    else navigate(addressWith(null), { replace: true });
  }, [navigate, addressWith]);

  return { openId, open, close };
}
