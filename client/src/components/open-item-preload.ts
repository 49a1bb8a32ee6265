import { useState } from 'react';
import { preloadRichText } from './rich-text';

/** What a screen opens from its address: the search parameter (`task`) and how to fetch that item. */
export interface OpenItemPreload {
  param: string;
  preload: (itemId: string) => void;
}

/**
 * A screen loaded with an open item in its address (a deep link, a reload) fetches the item and the
 * markdown library at once, beside the project, instead of after the project answers and the list
 * renders. Only the address the screen loaded with: an item opened later is fetched by its detail.
 */
export function useOpenItemPreload(openItem: OpenItemPreload | undefined): void {
  // Started while the screen first renders, before any child's effect: a detail mounting in the
  // same render takes this read over instead of starting a second one.
  useState(() => {
    const itemId = openItem && new URLSearchParams(window.location.search).get(openItem.param);
    if (!openItem || !itemId) return;
    openItem.preload(itemId);
    preloadRichText();
  });
}
