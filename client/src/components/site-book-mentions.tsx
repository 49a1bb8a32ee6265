import { Link } from 'wouter';
import type { SiteBookReferenceType } from '../../../services/contracts/site-book-answers';
import { useFolioMentions } from '../lib/api/site-book-mentions';
import { formatDateTime } from '../lib/chile-date';
import { folioLink } from '../lib/item-links';
import styles from './items.module.css';

/** An item detail's 'Libro de Obra': the signed folios that mention it, each opening in the book. */
export function SiteBookMentions({ itemType, itemId }: { itemType: SiteBookReferenceType; itemId: string }) {
  const folios = useFolioMentions(itemType, itemId);
  if (folios.length === 0) return null;
  return (
    <section className={styles.section} aria-labelledby={`mentions-${itemId}`}>
      <h3 id={`mentions-${itemId}`} className={styles.sectionTitle}>
        Libro de Obra
      </h3>
      <ul className={styles.plainList}>
        {folios.map((folio) => (
          <li key={folio.id}>
            <Link href={folioLink(folio.id)}>
              Folio Nº {folio.folio} · {folio.type_name}
            </Link>{' '}
            — {folio.author_name}, {formatDateTime(folio.signed_at)}
          </li>
        ))}
      </ul>
    </section>
  );
}
