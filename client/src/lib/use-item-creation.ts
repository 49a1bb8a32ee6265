import { useState } from 'react';
import { newCommandId } from './command-id';
import { CREATE_COUNTDOWN_S } from './item-rules';
import { type MinimizedItem, useMinimizedItems } from './minimized-items';
import { isQueued, type Queued, queueUploadsAfter } from './outbox/outbox';
import type { ParentRef } from './outbox/outbox-rules';
import { enqueueUploads, type UploadTarget } from './uploads/upload-queue';
import { splitByInlineLimit } from './uploads/upload-rules';
import { useCountdown } from './use-countdown';
import { type FormState, failureMessage } from './use-form';

/** A creation form set aside in the minimized-items bar, to reopen as it was left. */
export interface MinimizedForm<Draft> {
  draft: Draft;
  files: File[];
}

interface ItemCreationOptions<Draft extends object, Created> {
  form: FormState<Draft>;
  /** The files of a form reopened from the minimized-items bar. */
  restoredFiles: File[] | undefined;
  /** Files under this size travel with the creation; the larger ones follow through the upload queue. */
  inlineLimitBytes?: number;
  /** Sends the item with the files that travel with it; `attached` when any file was chosen. */
  create: (sending: { inline: File[]; attached: boolean; commandId: string }) => Promise<Created | Queued>;
  /** Where the queued files go, once the item exists. */
  uploadTarget: (created: Created) => UploadTarget;
  /** For an item that may be created offline: where its larger files go, naming it through its change. */
  queuedUploadTarget?: (parent: ParentRef) => { type: number; payload: Record<string, string | ParentRef> };
  /** The item waits in the outbox: the toast and what closes. */
  onQueued?: () => void;
  /** The toast and what opens or closes next; `uploading` while queued files are still on their way. */
  onCreated: (created: Created, uploading: boolean) => void;
  /** Takes the server's refusal and returns the text above the fields (null when the fields show it). */
  onRefused?: (error: unknown) => string | null;
  /** How the form is named in the minimized-items bar and where it reopens. */
  minimized: Omit<MinimizedItem, 'id' | 'data'>;
  onClose: () => void;
}

/**
 * What the create dialogs of tasks, RDI and additionals share: the chosen files, 'Confirmar'
 * checking the form and starting the cancel window (spec 4), the sending once it ends, and
 * minimizing the draft with its files (spec 3, drafts). `dialog` is what `CreateItemDialog` takes.
 */
export function useItemCreation<Draft extends object, Created>({
  form,
  restoredFiles,
  inlineLimitBytes,
  create,
  uploadTarget,
  queuedUploadTarget,
  onCreated,
  onQueued,
  onRefused = failureMessage,
  minimized,
  onClose,
}: ItemCreationOptions<Draft, Created>) {
  const { minimize } = useMinimizedItems();
  const [files, setFiles] = useState<File[]>(restoredFiles ?? []);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  // One id for the whole form: sending again after a refusal is the same creation for the server.
  const [commandId] = useState(newCommandId);

  const send = async () => {
    setSending(true);
    setFailure(null);
    const { inline, queued } = splitByInlineLimit(files, inlineLimitBytes);
    try {
      const created = await create({ inline, attached: files.length > 0, commandId });
      if (isQueued(created)) {
        if (queued.length && queuedUploadTarget)
          await queueUploadsAfter(created.change, queued, queuedUploadTarget({ parent: commandId }));
        onQueued?.();
        return;
      }
      if (queued.length) enqueueUploads(queued, uploadTarget(created));
      onCreated(created, queued.length > 0);
    } catch (error) {
      const text = onRefused(error);
      setFailure(text);
      if (text === null) form.refused();
      setSending(false);
    }
  };
  const countdown = useCountdown(CREATE_COUNTDOWN_S, () => void send());

  const confirm = () => countdown.toggle(() => void form.submit(async () => countdown.start()));

  const minimizeForm = () => {
    countdown.cancel();
    minimize({ ...minimized, data: form.values }, files);
    onClose();
  };

  return {
    files,
    setFiles,
    minimizeForm,
    dialog: {
      sending,
      countdown,
      failure,
      attention: form.attention,
      // A draft reopened from the bar counts as changed: closing it would lose it.
      dirty: form.dirty || files.length > 0 || restoredFiles !== undefined,
      onConfirm: confirm,
      onMinimize: minimizeForm,
      onClose,
    },
  };
}
