import { useState } from 'react';
import { MOBILE_QUERY, useMediaQuery } from '../../../lib/use-media-query';
import { useStoredState } from '../../../lib/use-stored-state';

const isBoolean = (value: unknown): value is boolean => typeof value === 'boolean';

export type SidebarMode = 'full' | 'mini';

/**
 * Desktop: always shown, full (220 px) or mini (50 px), remembered across reloads.
 * Mobile: hidden until the header button opens it, always full.
 */
export function useSidebar() {
  const isMobile = useMediaQuery(MOBILE_QUERY);
  const [mini, setMini] = useStoredState('faena.sidebar-mini', false, isBoolean);
  const [mobileOpen, setMobileOpen] = useState(false);
  return {
    isMobile,
    mode: (mini && !isMobile ? 'mini' : 'full') as SidebarMode,
    open: !isMobile || mobileOpen,
    toggleMini: () => setMini(!mini),
    toggleMobile: () => setMobileOpen((open) => !open),
    closeMobile: () => setMobileOpen(false),
  };
}

export type SidebarState = ReturnType<typeof useSidebar>;
