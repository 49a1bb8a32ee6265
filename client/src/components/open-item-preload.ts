import { useState } from 'react';
import type { OpenItemRequest } from '../lib/open-item-request';
import { preloadRichText } from './rich-text';

/** An item a screen opens from its address, and how to fetch it into the app's cache. */
export interface OpenItemPreload extends OpenItemRequest {
  preload: (itemId: string) => Promise<void>;
}

/** Starts fetching the item the address names, and the Markdown view its description needs. */
export async function preloadOpenItem(openItem: OpenItemPreload, search: string): Promise<void> {
  const itemId = new URLSearchParams(search).get(openItem.param);
  if (!itemId) return;
  await Promise.all([openItem.preload(itemId), preloadRichText()]);
}

/**
 * A card is pressed: its detail's read and the Markdown view its description needs start then, a
 * tenth of a second before the click that opens it.
 */
export function preloadPressedItem(preloadItem: () => Promise<void>): void {
  void preloadItem();
  void preloadRichText();
}

/**
 * A screen opened with an item in its address (a link from a notification or an e-mail) fetches
 * the item and the Markdown view at once, beside the project, instead of after the project answers
 * and the list renders. Only the address the screen opened with: an item opened later is fetched by
 * its detail. A cold page load has started both already (`startScreenAt`): the read is shared.
 */
export function useOpenItemPreload(openItem: OpenItemPreload | undefined): void {
  // Started while the screen first renders, before any child's effect: a detail mounting in the
  // same render takes this read over instead of starting a second one.
  useState(() => {
    if (openItem) void preloadOpenItem(openItem, window.location.search);
  });
}
