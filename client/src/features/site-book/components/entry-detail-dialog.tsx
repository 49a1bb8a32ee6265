import { DownloadIcon } from '@primer/octicons-react';
import { Button, Label, Spinner } from '@primer/react';
import { useState } from 'react';
import { Link } from 'wouter';
import { DetailFacts, Fact } from '../../../components/detail-facts';
import { DetailTabs } from '../../../components/detail-tabs';
import { Dialog } from '../../../components/dialog';
import styles from '../../../components/items.module.css';
import { RichText } from '../../../components/rich-text';
import { formatDateTime, formatDay } from '../../../lib/chile-date';
import { newCommandId } from '../../../lib/command-id';
import { download } from '../../../lib/download';
import { formatSize } from '../../../lib/format';
import { ApiError, loadFailureText } from '../../../lib/http';
import { showErrorToast } from '../../../lib/toasts';
import { failureMessage } from '../../../lib/use-form';
import { HistoryTab } from '../../history';
import { takeNotice } from '../api/site-book-commands';
import { bookPdfUrl } from '../api/site-book-exports';
import { useEntry } from '../api/site-book-queries';
import { answerTo, correctionOf, formOfDraft } from '../entry-form';
import { folioName, referenceLink } from '../site-book-rows';
import type { Entry, FolioRef } from '../site-book-types';
import type { EntryWriting } from './entry-form-dialog';
import { SignEntryDialog } from './sign-entry-dialog';
import own from './site-book.module.css';

/** 'Folio Nº 7' as a button that opens that folio. */
function FolioButton({ folio, onOpen }: { folio: FolioRef; onOpen: (entryId: string) => void }) {
  return (
    <Button size="small" variant="link" onClick={() => onOpen(folio.id)}>
      Folio Nº {folio.folio}
    </Button>
  );
}

function FolioLinks({ label, folios, onOpen }: { label: string; folios: FolioRef[]; onOpen: (id: string) => void }) {
  if (folios.length === 0) return null;
  return (
    <Fact label={label}>
      {folios.map((folio) => (
        <FolioButton key={folio.id} folio={folio} onOpen={onOpen} />
      ))}
    </Fact>
  );
}

/** The signature: number, signer, date and time, hash and the verification code. */
function Signature({ entry }: { entry: Entry }) {
  if (!entry.signed_at) return null;
  return (
    <section className={own.signature} aria-label="Firma">
      <DetailFacts>
        <Fact label="Nº">{entry.folio}</Fact>
        <Fact label="Firmado por">{entry.signed_by?.name}</Fact>
        <Fact label="Fecha y hora">{formatDateTime(entry.signed_at)}</Fact>
        <Fact label="Código">{entry.code}</Fact>
        <Fact label="Hash" valueClassName={own.hash}>
          {entry.hash}
        </Fact>
      </DetailFacts>
    </section>
  );
}

/** Who took notice and when, and who still must. */
function Notices({ entry }: { entry: Entry }) {
  if (!entry.signed_at || entry.notices.length + entry.notice_pending.length === 0) return null;
  return (
    <section className={styles.section}>
      <h3 className={styles.sectionTitle}>Conocimiento</h3>
      {entry.notices.length > 0 && (
        <ul className={styles.plainList} aria-label="Tomaron conocimiento">
          {entry.notices.map((notice) => (
            <li key={notice.user_id}>
              {notice.name} ({notice.job_type}) — {formatDateTime(notice.at)}
            </li>
          ))}
        </ul>
      )}
      {entry.notice_pending.length > 0 && (
        <p>
          Deben tomar conocimiento:{' '}
          {entry.notice_pending.map((pending) => `${pending.name} (${pending.job_type})`).join(', ')}
        </p>
      )}
    </section>
  );
}

interface BodyProps {
  entry: Entry;
  onEntry: (entry: Entry) => void;
  onOpen: (entryId: string) => void;
  onWrite: (writing: EntryWriting) => void;
}

function EntryBody({ entry, onEntry, onOpen, onWrite }: BodyProps) {
  const [signing, setSigning] = useState(false);
  const [noticing, setNoticing] = useState(false);
  const { can } = entry;

  // One folio's PDF: the book's PDF of that folio alone.
  const printFolio = async (folio: number) => {
    try {
      download(await bookPdfUrl(entry.project_id, { from: `${folio}`, to: `${folio}` }));
    } catch (error) {
      showErrorToast(failureMessage(error));
    }
  };

  const notice = async () => {
    setNoticing(true);
    try {
      onEntry(await takeNotice(entry.id, newCommandId()));
    } catch (error) {
      showErrorToast(failureMessage(error));
    } finally {
      setNoticing(false);
    }
  };

  return (
    <div className={styles.section}>
      <div className={styles.row}>
        <Label variant={entry.status === 'draft' ? 'attention' : 'success'}>
          {entry.status === 'draft' ? 'Borrador' : 'Firmado'}
        </Label>
        {can.update && <Button onClick={() => onWrite({ form: formOfDraft(entry), draft: entry })}>Editar</Button>}
        {can.sign && (
          <Button variant="primary" onClick={() => setSigning(true)}>
            Firmar
          </Button>
        )}
        {can.take_notice && (
          <Button variant="primary" onClick={() => void notice()} loading={noticing} loadingAnnouncement="Enviando">
            Tomar conocimiento
          </Button>
        )}
        {can.answer && <Button onClick={() => onWrite({ form: answerTo(entry), draft: null })}>Responder</Button>}
        {can.correct && <Button onClick={() => onWrite({ form: correctionOf(entry), draft: null })}>Corregir</Button>}
        {entry.folio !== null && (
          <Button leadingVisual={DownloadIcon} onClick={() => void printFolio(entry.folio!)}>
            PDF
          </Button>
        )}
      </div>
      <Signature entry={entry} />
      <DetailFacts>
        <Fact label="Autor">
          {entry.author.name} ({entry.author.job_type})
        </Fact>
        <Fact label="Tipo">{entry.type_name}</Fact>
        {entry.reply_by && <Fact label="Responder antes del">{formatDay(entry.reply_by)}</Fact>}
        {entry.ball_in_court && (
          <Fact label="Debe responder">
            {entry.ball_in_court.holders.map((holder) => holder.name).join(', ')}
            {entry.ball_in_court.overdue && ' (plazo vencido)'}
          </Fact>
        )}
        {entry.corrects && <FolioLinks label="Corrige" folios={[entry.corrects]} onOpen={onOpen} />}
        <FolioLinks label="Corregido por" folios={entry.corrected_by} onOpen={onOpen} />
        {entry.answers && <FolioLinks label="Responde a" folios={[entry.answers]} onOpen={onOpen} />}
        <FolioLinks label="Respondido por" folios={entry.answered_by} onOpen={onOpen} />
      </DetailFacts>
      <RichText source={entry.text} />
      {entry.references.length > 0 && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>Referencias</h3>
          <ul className={styles.plainList} aria-label="Referencias">
            {entry.references.map((reference) => (
              <li key={`${reference.item_type}-${reference.item_id}`}>
                <Link href={referenceLink(reference)}>{reference.label}</Link>
              </li>
            ))}
          </ul>
        </section>
      )}
      {entry.files.length > 0 && (
        <section className={styles.section}>
          <h3 className={styles.sectionTitle}>Archivos</h3>
          <ul className={styles.plainList} aria-label="Archivos del folio">
            {entry.files.map((file) => (
              <li key={file.id}>
                <a href={file.url} target="_blank" rel="noreferrer">
                  {file.name}
                </a>{' '}
                ({formatSize(file.size)})
              </li>
            ))}
          </ul>
        </section>
      )}
      <Notices entry={entry} />
      {signing && (
        <SignEntryDialog
          entry={entry}
          onClose={() => setSigning(false)}
          onSigned={(signed) => {
            setSigning(false);
            onEntry(signed);
          }}
        />
      )}
    </div>
  );
}

interface EntryDetailDialogProps {
  entryId: string;
  onClose: () => void;
  onOpen: (entryId: string) => void;
  onWrite: (writing: EntryWriting) => void;
}

/**
 * One folio: its signature, text, references, files and notices, and its 'Historial' (as the items'
 * details have it); a refusal shows the server's words.
 */
export function EntryDetailDialog({ entryId, onClose, onOpen, onWrite }: EntryDetailDialogProps) {
  const { entry, error, isLoading, replace } = useEntry(entryId);
  const title = entry ? `${folioName(entry)} · ${entry.type_name}` : 'Folio';
  const refused = error instanceof ApiError && (error.status === 403 || error.status === 404);
  return (
    <Dialog title={title} width="xlarge" onClose={onClose}>
      {!entry && isLoading && <Spinner size="small" srText="Cargando folio" />}
      {error && (
        <p role="alert" className={styles.error}>
          {refused ? error.message : loadFailureText(error)}
        </p>
      )}
      {entry && (
        <DetailTabs
          label="Folio"
          tabs={[
            {
              name: 'Detalle',
              render: () => (
                <EntryBody
                  entry={entry}
                  onEntry={(changed) => void replace(changed, { revalidate: false })}
                  onOpen={onOpen}
                  onWrite={onWrite}
                />
              ),
            },
            { name: 'Historial', render: () => <HistoryTab itemType="site_book_entry" itemId={entry.id} /> },
          ]}
        />
      )}
    </Dialog>
  );
}
