import { Button, FormControl, Label, Select, Spinner } from '@primer/react';
import { useState } from 'react';
import { useSearch } from 'wouter';
import styles from '../../../components/items.module.css';
import { LoadFailure } from '../../../components/load-failure';
import { Pager } from '../../../components/pager';
import { download } from '../../../lib/download';
import { showErrorToast } from '../../../lib/toasts';
import { failureMessage } from '../../../lib/use-form';
import { bookSheetUrl } from '../api/site-book-exports';
import { useEntryListing } from '../api/site-book-queries';
import { type EntryListQuery, firstListQuery } from '../entry-list-query';
import { folioName, noticeState, signedText } from '../site-book-rows';
import { ENTRY_TYPES, type EntryRow, type EntryType } from '../site-book-types';
import own from './site-book.module.css';

const ALL_TYPES = '';

function EntryRowButton({ row, now, onOpen }: { row: EntryRow; now: Date; onOpen: () => void }) {
  const draft = row.status === 'draft';
  const notice = noticeState(row, now);
  return (
    <li>
      <button type="button" className={own.row} onClick={onOpen}>
        <span className={own.rowHead}>
          {draft ? <Label variant="attention">Borrador</Label> : <strong>{folioName(row)}</strong>}
          <span>{row.type_name}</span>
          <span>{row.author.name}</span>
          <span>{signedText(row)}</span>
        </span>
        <span className={own.excerpt}>{row.excerpt}</span>
        {notice && <span className={row.notice_pending.length > 0 ? own.pending : own.noticed}>{notice}</span>}
      </button>
    </li>
  );
}

/** The book's index: own drafts first, then signed folios newest first; type and 'Sin conocimiento' filters. */
export function EntryIndex({ projectId, onOpen }: { projectId: string; onOpen: (entryId: string) => void }) {
  const search = useSearch();
  const [query, setQuery] = useState<EntryListQuery>(() => firstListQuery(search));
  const { listing, error, isLoading } = useEntryListing(projectId, query);
  const now = new Date();
  const pageCount = listing ? Math.max(1, Math.ceil(listing.total / listing.page_size)) : 1;
  const unnoticedCount = listing?.unnoticed_count ?? 0;
  const [exporting, setExporting] = useState(false);
  // The sheet lists what the index shows: its type and 'Sin conocimiento' filters, every page.
  const exportSheet = async () => {
    setExporting(true);
    try {
      download(await bookSheetUrl(projectId, query));
    } catch (error) {
      showErrorToast(failureMessage(error));
    } finally {
      setExporting(false);
    }
  };
  return (
    <div className={styles.section}>
      <div className={styles.toolbar}>
        <FormControl>
          <FormControl.Label>Tipo</FormControl.Label>
          <Select
            value={query.type ? String(query.type) : ALL_TYPES}
            onChange={(event) =>
              setQuery({
                ...query,
                page: 1,
                type: event.target.value ? (Number(event.target.value) as EntryType) : null,
              })
            }
          >
            <Select.Option value={ALL_TYPES}>Todos los tipos</Select.Option>
            {ENTRY_TYPES.map((type) => (
              <Select.Option key={type.id} value={String(type.id)}>
                {type.name}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
        <Button
          aria-pressed={query.unnoticed}
          variant={query.unnoticed ? 'primary' : 'default'}
          onClick={() => setQuery({ ...query, page: 1, unnoticed: !query.unnoticed })}
          count={unnoticedCount}
        >
          Sin conocimiento
        </Button>
        <Button onClick={() => void exportSheet()} loading={exporting} loadingAnnouncement="Exportando">
          Exportar Excel
        </Button>
        {listing && <span className={styles.total}>Total: {listing.total}</span>}
      </div>
      {error && <LoadFailure error={error} />}
      {!listing && isLoading && <Spinner size="small" srText="Cargando folios" />}
      {listing && listing.entries.length === 0 && <p className={styles.empty}>No hay folios.</p>}
      {listing && listing.entries.length > 0 && (
        <ul className={own.rows} aria-label="Folios">
          {listing.entries.map((row) => (
            <EntryRowButton key={row.id} row={row} now={now} onOpen={() => onOpen(row.id)} />
          ))}
        </ul>
      )}
      {pageCount > 1 && (
        <Pager
          label="Páginas de folios"
          page={query.page - 1}
          pageCount={pageCount}
          onChange={(page) => setQuery({ ...query, page: page + 1 })}
          pageButtons={7}
        />
      )}
    </div>
  );
}
