import { Link } from 'wouter';
import { formatCount } from '../../../lib/format';
import { folioLink, SITE_BOOK_ROUTE, unnoticedFoliosLink } from '../../../lib/item-links';
import { useSiteBookDashboard } from '../api/get-dashboard';
import { DashboardCard } from './dashboard-card';
import styles from './site-book-card.module.css';

const ago = (days: number) => (days === 0 ? 'hoy' : `hace ${formatCount(days, 'día', 'días')}`);

/**
 * Issue 33: the Libro de Obra's week and what still waits for notice, for those who read the book;
 * no card when the answer has none (no book, or not a reader), nor while it loads or fails.
 */
export function SiteBookCard({ projectId }: { projectId: string }) {
  const { card } = useSiteBookDashboard(projectId);
  if (!card) return null;
  const oldest = card.oldest_unnoticed;
  return (
    <DashboardCard
      id="site-book-card"
      title="Libro de Obra"
      actions={
        <Link href={SITE_BOOK_ROUTE} className={styles.link}>
          Ver libro
        </Link>
      }
    >
      <dl className={styles.figures}>
        <div>
          <dt>Firmados esta semana</dt>
          <dd>{formatCount(card.signed_this_week, 'folio', 'folios')}</dd>
        </div>
        <div>
          <dt>Sin conocimiento</dt>
          <dd>
            {card.unnoticed > 0 ? (
              <Link href={unnoticedFoliosLink()}>{formatCount(card.unnoticed, 'folio', 'folios')}</Link>
            ) : (
              'Ninguno'
            )}
          </dd>
        </div>
        {oldest && (
          <div>
            <dt>El más antiguo</dt>
            <dd>
              <Link href={folioLink(oldest.id)}>
                Nº {oldest.folio}, {ago(oldest.days)}
              </Link>
            </dd>
          </div>
        )}
      </dl>
    </DashboardCard>
  );
}
