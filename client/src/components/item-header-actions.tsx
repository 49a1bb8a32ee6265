import { FileIcon, LinkIcon, MailIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import { useState } from 'react';
import { post } from '../lib/http';
import { additionalLink, rdiLink, taskLink } from '../lib/item-links';
import { showErrorToast, showToast } from '../lib/toasts';
import { failureMessage } from '../lib/use-form';
import { SendByEmailDialog, type SentItemKind } from './send-by-email-dialog';

const PDF_PATHS: Record<SentItemKind, { path: string; idField: string }> = {
  task: { path: '/tasks/getPdf', idField: 'task_id' },
  rdi: { path: '/rdi/getPdf', idField: 'rdi_id' },
  additional: { path: '/additionals/getPdf', idField: 'additional_id' },
};

const ITEM_LINKS: Record<SentItemKind, (itemId: string) => string> = {
  task: taskLink,
  rdi: rdiLink,
  additional: additionalLink,
};

/** 'Copiar enlace': the item's absolute deep link on the clipboard, to paste in a chat or an e-mail. */
async function copyLink(kind: SentItemKind, itemId: string) {
  const link = new URL(ITEM_LINKS[kind](itemId), window.location.origin).href;
  try {
    await navigator.clipboard.writeText(link);
    showToast({ variant: 'success', title: 'Enlace copiado', text: link });
  } catch {
    showErrorToast(`No se pudo copiar el enlace: ${link}`);
  }
}

interface ItemHeaderActionsProps {
  kind: SentItemKind;
  itemId: string;
  projectId: string;
  hasFiles: boolean;
  /** 'Enviar por correo' as the item's `can` offers it (a private task is never sent). */
  sendable?: boolean;
}

/** Spec: the header buttons of an item's detail, 'Enviar por correo' and 'Descargar PDF'; ours, 'Copiar enlace'. */
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
      <IconButton
        icon={LinkIcon}
        aria-label="Copiar enlace"
        variant="invisible"
        onClick={() => void copyLink(kind, itemId)}
      />
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
