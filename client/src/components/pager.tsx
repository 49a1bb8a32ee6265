import { ChevronLeftIcon, ChevronRightIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
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

/** The pages to offer as buttons: `count` of them, the current one as centred as the ends allow. */
export function visiblePages(page: number, pageCount: number, count: number): number[] {
  const shown = Math.min(count, pageCount);
  const first = Math.min(Math.max(0, page - Math.floor(shown / 2)), pageCount - shown);
  return Array.from({ length: shown }, (_, index) => first + index);
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
