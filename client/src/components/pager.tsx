import { ChevronLeftIcon, ChevronRightIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { visiblePages } from '../lib/page-numbers';
import styles from './pager.module.css';

interface PagerProps {
  /** What is paged, for screen readers ('Páginas de usuarios'). */
  label: string;
  /** The page shown, from 0. */
  page: number;
  pageCount: number;
  onChange: (page: number) => void;
  /** Spec 9 (tasks, RDI): this many numbered page buttons around the current one. */
  pageButtons?: number;
}

/** Previous and next page of a listing, with where the user is, and optionally numbered pages. */
export function Pager({ label, page, pageCount, onChange, pageButtons }: PagerProps) {
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button leadingVisual={ChevronLeftIcon} disabled={page === 0} onClick={() => onChange(page - 1)}>
        Anterior
      </Button>
      {pageButtons ? (
        visiblePages(page, pageCount, pageButtons).map((at) => (
          <Button
            key={at}
            variant={at === page ? 'primary' : 'default'}
            aria-current={at === page ? 'page' : undefined}
            aria-label={`Página ${at + 1}`}
            onClick={() => onChange(at)}
          >
            {at + 1}
          </Button>
        ))
      ) : (
        <span className={styles.position} aria-live="polite">
          Página {page + 1} de {pageCount}
        </span>
      )}
      <Button trailingVisual={ChevronRightIcon} disabled={page >= pageCount - 1} onClick={() => onChange(page + 1)}>
        Siguiente
      </Button>
    </nav>
  );
}
