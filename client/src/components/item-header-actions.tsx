import { FileIcon, MailIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import { useState } from 'react';
import { post } from '../lib/http';
import { showErrorToast } from '../lib/toasts';
import { failureMessage } from '../lib/use-form';
import { SendByEmailDialog, type SentItemKind } from './send-by-email-dialog';

const PDF_PATHS: Record<SentItemKind, { path: string; idField: string }> = {
  task: { path: '/tasks/getPdf', idField: 'task_id' },
  rdi: { path: '/rdi/getPdf', idField: 'rdi_id' },
  additional: { path: '/additionals/getPdf', idField: 'additional_id' },
};

interface ItemHeaderActionsProps {
  kind: SentItemKind;
  itemId: string;
  projectId: string;
  hasFiles: boolean;
  /** 'Enviar por correo' as the item's `can` offers it (a private task is never sent). */
  sendable?: boolean;
}

/** Spec: the header buttons of an item's detail, 'Enviar por correo' and 'Descargar PDF'. */
export function ItemHeaderActions({ kind, itemId, projectId, hasFiles, sendable = true }: ItemHeaderActionsProps) {
  const [sending, setSending] = useState(false);
  const [printing, setPrinting] = useState(false);

  const downloadPdf = async () => {
    const { path, idField } = PDF_PATHS[kind];
    setPrinting(true);
    try {
      const { pdf_url } = await post<{ pdf_url: string }>(path, { [idField]: itemId });
      // The answer is an attachment: the browser saves it and the app stays where it is.
      window.location.assign(pdf_url);
    } catch (error) {
      showErrorToast(failureMessage(error));
    } finally {
      setPrinting(false);
    }
  };

  return (
    <>
      {sendable && (
        <IconButton
          icon={MailIcon}
          aria-label="Enviar por correo"
          variant="invisible"
          onClick={() => setSending(true)}
        />
      )}
      <IconButton
        icon={FileIcon}
        aria-label="Descargar PDF"
        variant="invisible"
        disabled={printing}
        onClick={() => void downloadPdf()}
      />
      {sending && (
        <SendByEmailDialog
          kind={kind}
          itemId={itemId}
          projectId={projectId}
          hasFiles={hasFiles}
          onClose={() => setSending(false)}
        />
      )}
    </>
  );
}
