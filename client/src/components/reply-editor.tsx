import { Button, Checkbox, FormControl, SegmentedControl, Textarea } from '@primer/react';
import { useState } from 'react';
import { newCommandId } from '../lib/command-id';
import { EMPTY_MESSAGE, REPLY_COUNTDOWN_S } from '../lib/item-rules';
import { PENDING_TEXT, queueUploadsAfter, type SentOrQueued } from '../lib/outbox/outbox';
import type { ParentRef } from '../lib/outbox/outbox-rules';
import { showErrorToast, showToast } from '../lib/toasts';
import { enqueueUploads } from '../lib/uploads/upload-queue';
import { splitByInlineLimit } from '../lib/uploads/upload-rules';
import { useCountdown } from '../lib/use-countdown';
import { failureMessage } from '../lib/use-form';
import { AttachmentsPicker } from './attachments-picker';
import styles from './items.module.css';

export interface Reply {
  message: string;
  isResponse: boolean;
}

/** How an item type takes a reply (spec 2): its editor's toggle and warning, its call, its queued files. */
export interface ItemReplies<Answer extends { interactionId: string }> {
  /** Tasks: a 'Respuesta Oficial' checkbox; RDI: the 'Interacción' / 'Respuesta Oficial' toggle. */
  toggle: 'checkbox' | 'segmented';
  /** The warning shown while the reply is official. */
  officialWarning: string;
  /** Sends the reply with its small files inline; answers the new interaction's id (and the item). */
  add: (
    item: { id: string; project_id: string },
    reply: Reply,
    inline: readonly File[],
    commandId: string,
  ) => Promise<SentOrQueued<Answer>>;
  /** The larger files' upload type, and the payload's names of the item and of the interaction (spec 4). */
  uploads: { type: 2 | 4; itemKey: string; interactionKey: string };
}

interface ReplyEditorProps<Answer extends { interactionId: string }> {
  item: { id: string; project_id: string };
  replies: ItemReplies<Answer>;
  /** The reply is in: the answer of `replies.add`. */
  onSent: (answer: Answer) => void;
}

/** The larger files of a reply, queued once its interaction exists, tagged with its id (or its change's, offline). */
function queuedUploads<Id extends string | ParentRef>(
  { type, itemKey, interactionKey }: ItemReplies<{ interactionId: string }>['uploads'],
  item: { id: string; project_id: string },
  interactionId: Id,
): { type: 2 | 4; payload: Record<string, string | Id> } {
  return { type, payload: { [itemKey]: item.id, project_id: item.project_id, [interactionKey]: interactionId } };
}

/** The reply editor of a task or an RDI (spec 2): sent after the 4-second 'Responder' window. */
export function ReplyEditor<Answer extends { interactionId: string }>({
  item,
  replies,
  onSent,
}: ReplyEditorProps<Answer>) {
  const { toggle, officialWarning } = replies;
  const [message, setMessage] = useState('');
  const [official, setOfficial] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [commandId, setCommandId] = useState(newCommandId);

  const sendNow = async () => {
    setSending(true);
    const { inline, queued } = splitByInlineLimit(files);
    try {
      const sent = await replies.add(item, { message, isResponse: official }, inline, commandId);
      if (sent.queued) {
        await queueUploadsAfter(sent.change, queued, queuedUploads(replies.uploads, item, { parent: commandId }));
        showToast({ variant: 'info', title: PENDING_TEXT, text: 'La respuesta se enviará cuando vuelva la conexión.' });
      } else {
        onSent(sent.answer);
        if (queued.length) {
          enqueueUploads(queued, queuedUploads(replies.uploads, item, sent.answer.interactionId));
          showToast({ variant: 'info', title: 'Carga iniciada', text: 'Hay algunos archivos que se están cargando.' });
        }
      }
      setMessage('');
      setFiles([]);
      setOfficial(false);
      setCommandId(newCommandId());
    } catch (error) {
      showErrorToast(failureMessage(error));
    } finally {
      setSending(false);
    }
  };
  const countdown = useCountdown(REPLY_COUNTDOWN_S, () => void sendNow());

  const reply = () =>
    countdown.toggle(() => {
      // Spec 8: an empty message is a warning toast.
      if (!message.trim()) {
        showToast({ variant: 'danger', title: 'Error', text: EMPTY_MESSAGE });
        return;
      }
      countdown.start();
    });

  return (
    <section className={styles.section} aria-label="Responder">
      {toggle === 'segmented' && (
        <SegmentedControl aria-label="Tipo de respuesta" onChange={(index) => setOfficial(index === 1)}>
          <SegmentedControl.Button selected={!official}>Interacción</SegmentedControl.Button>
          <SegmentedControl.Button selected={official}>Respuesta Oficial</SegmentedControl.Button>
        </SegmentedControl>
      )}
      <FormControl>
        <FormControl.Label>Mensaje</FormControl.Label>
        <Textarea block rows={3} value={message} onChange={(event) => setMessage(event.target.value)} />
      </FormControl>
      {toggle === 'checkbox' && (
        <FormControl>
          <Checkbox checked={official} onChange={(event) => setOfficial(event.target.checked)} />
          <FormControl.Label>Respuesta Oficial</FormControl.Label>
          {official && <FormControl.Caption>{officialWarning}</FormControl.Caption>}
        </FormControl>
      )}
      {toggle === 'segmented' && official && (
        <p role="note" className={styles.warning}>
          {officialWarning}
        </p>
      )}
      <AttachmentsPicker
        label="Archivos de la respuesta"
        files={files}
        onChange={setFiles}
        uploadType={replies.uploads.type}
      />
      <div>
        <Button variant="primary" onClick={reply} loading={sending} loadingAnnouncement="Enviando">
          {countdown.running ? `Cancelar (${countdown.left})` : 'Responder'}
        </Button>
      </div>
    </section>
  );
}
