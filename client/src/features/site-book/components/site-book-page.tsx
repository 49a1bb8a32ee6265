import { DownloadIcon, HistoryIcon, PlusIcon } from '@primer/octicons-react';
import { Button, Spinner } from '@primer/react';
import { useState } from 'react';
import styles from '../../../components/items.module.css';
import { LoadFailure } from '../../../components/load-failure';
import { ProjectSectionPage } from '../../../components/project-section-page';
import { SITE_BOOK_ROUTE } from '../../../lib/item-links';
import { useKeyedOpening } from '../../../lib/keyed-opening';
import { useOpenItemAddress } from '../../../lib/open-item-address';
import { HistoryDialog } from '../../history';
import { OPEN_ENTRY, useSiteBook } from '../api/site-book-queries';
import { type EntryForm, emptyEntryForm } from '../entry-form';
import type { SiteBook as Book } from '../site-book-types';
import { BookPdfDialog } from './book-pdf-dialog';
import { EntryDetailDialog } from './entry-detail-dialog';
import { EntryFormDialog, type EntryWriting } from './entry-form-dialog';
import { EntryIndex } from './entry-index';
import { OpenBookDialog } from './open-book-dialog';

/** A project without a book: the server's words and, for who may, 'Abrir Libro de Obra'. */
function NoBook({ projectId, message, canOpen }: { projectId: string; message: string; canOpen: boolean }) {
  const [opening, setOpening] = useState(false);
  return (
    <div className={styles.section}>
      <p className={styles.empty}>{message}</p>
      {canOpen && (
        <div>
          <Button variant="primary" onClick={() => setOpening(true)}>
            Abrir Libro de Obra
          </Button>
        </div>
      )}
      {opening && <OpenBookDialog projectId={projectId} onClose={() => setOpening(false)} />}
    </div>
  );
}

function OpenedBook({ projectId, book }: { projectId: string; book: Book }) {
  // The open folio is the address's `?folio=` (a deep link, Back closes it, a reload reopens it).
  const { openId, open, close } = useOpenItemAddress(SITE_BOOK_ROUTE, 'folio');
  const { opening: writing, open: write, close: stopWriting } = useKeyedOpening<EntryWriting>();
  const [showingHistory, setShowingHistory] = useState(false);
  const [printing, setPrinting] = useState(false);
  const startNew = (form: EntryForm = emptyEntryForm()) => write({ form, draft: null });
  return (
    <>
      <div className={styles.toolbar}>
        {book.status === 'closed' && <p className={styles.empty}>El Libro de Obra está cerrado.</p>}
        {book.can.write && (
          <Button variant="primary" leadingVisual={PlusIcon} onClick={() => startNew()}>
            Nuevo folio
          </Button>
        )}
        <Button leadingVisual={HistoryIcon} onClick={() => setShowingHistory(true)}>
          Historial
        </Button>
        <Button leadingVisual={DownloadIcon} onClick={() => setPrinting(true)}>
          Descargar PDF
        </Button>
      </div>
      <EntryIndex projectId={projectId} onOpen={open} />
      {writing && (
        <EntryFormDialog
          key={writing.key}
          projectId={projectId}
          writing={writing}
          onClose={stopWriting}
          onSaved={(entry) => {
            stopWriting();
            open(entry.id);
          }}
        />
      )}
      {printing && <BookPdfDialog projectId={projectId} onClose={() => setPrinting(false)} />}
      {openId && <EntryDetailDialog entryId={openId} onClose={close} onOpen={open} onWrite={write} />}
      {/* A folio opened from the history takes its place; closing the folio brings the history back. */}
      {showingHistory && !openId && (
        <HistoryDialog
          title="Historial del Libro de Obra"
          itemType="site_book"
          itemId={projectId}
          onClose={() => setShowingHistory(false)}
        />
      )}
    </>
  );
}

function SiteBookSection({ projectId }: { projectId: string }) {
  const { answer, error } = useSiteBook(projectId);
  if (error) return <LoadFailure error={error} />;
  if (!answer) return <Spinner size="small" srText="Cargando el Libro de Obra" />;
  if (answer.missing)
    return <NoBook projectId={projectId} message={answer.missing.message} canOpen={answer.missing.canOpen} />;
  return <OpenedBook projectId={projectId} book={answer.book} />;
}

/** Route '/libro-de-obra' (issue 33): the project's Libro de Obra, its index and its folios. */
export function SiteBookPage() {
  return (
    <ProjectSectionPage
      title="Libro de Obra"
      withoutProject="Elige un proyecto para ver su Libro de Obra."
      section={SiteBookSection}
      openItem={OPEN_ENTRY}
    />
  );
}
