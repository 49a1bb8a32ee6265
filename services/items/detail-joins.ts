import type { FileLinks } from '../files/file-links';
import type { LinkedItems } from './linked-items';

/**
 * What an item's detail joins from outside its own read models, now or as of a date: its files'
 * links signed for the reader, and the items it links to, asked of their own types.
 */
export interface DetailJoins {
  links: FileLinks;
  linked: LinkedItems;
}
