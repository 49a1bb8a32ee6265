import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';

function isCurrent(location: string, path: string): boolean {
  return path === '/' ? location === '/' : location === path || location.startsWith(`${path}/`);
}

/** Props that make any anchor navigate inside the app (history mode) and mark the current page. */
export function useNavLink(path: string, onNavigate?: () => void) {
  const [location, navigate] = useLocation();
  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    navigate(path);
    onNavigate?.();
  };
  return { href: path, onClick, 'aria-current': isCurrent(location, path) ? ('page' as const) : undefined };
}
