import { useEffect, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useFirstRunNotice } from './first-run-notice';

/** The address parameters a screen takes, each the text it held or null. */
type AddressRequest<Name extends string> = Record<Name, string | null>;

/**
 * What the address asks of the screen at `route`, once: the drawer's
 * `?list=<type>` and the like. The parameters leave the address, so asking again is a new request.
 * `names` is a constant of the module: a new array each render would ask again. The latest
 * `onRequest` answers, so it need not be stable. A request waits until the first-run notice is read:
 * one dialog at a time.
 */
export function useAddressRequest<Name extends string>(
  route: string,
  names: readonly Name[],
  onRequest: (request: AddressRequest<Name>) => void,
) {
  const search = useSearch();
  const [, navigate] = useLocation();
  const { pending: noticeFirst } = useFirstRunNotice();
  const latest = useRef(onRequest);
  useEffect(() => {
    latest.current = onRequest;
  });
  useEffect(() => {
    if (noticeFirst) return;
    const params = new URLSearchParams(search);
    const request = Object.fromEntries(names.map((name) => [name, params.get(name)])) as AddressRequest<Name>;
    if (names.every((name) => !request[name])) return;
    for (const name of names) params.delete(name);
    const rest = params.toString();
    navigate(`${route}${rest ? `?${rest}` : ''}`, { replace: true });
    latest.current(request);
  }, [search, navigate, route, names, noticeFirst]);
}
