import { useEffect } from 'react';

const APP_NAME = 'Faena';

/** Names the browser tab after the screen's heading ('Proyectos · Faena'), so tabs and history tell screens apart. */
export function usePageTitle(heading: string): void {
  useEffect(() => {
    document.title = `${heading} · ${APP_NAME}`;
  }, [heading]);
}
