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
}

/** Previous and next page of a listing, with where the user is. */
export function Pager({ label, page, pageCount, onChange }: PagerProps) {
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button leadingVisual={ChevronLeftIcon} disabled={page === 0} onClick={() => onChange(page - 1)}>
        Anterior
      </Button>
      <span className={styles.position} aria-live="polite">
        Página {page + 1} de {pageCount}
      </span>
      <Button trailingVisual={ChevronRightIcon} disabled={page >= pageCount - 1} onClick={() => onChange(page + 1)}>
        Siguiente
      </Button>
    </nav>
  );
}
