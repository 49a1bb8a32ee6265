import { DownloadIcon, EyeIcon } from '@primer/octicons-react';
import { Button } from '@primer/react';
import { useState } from 'react';
import type { FileAttachment } from '../../../services/contracts/item-answers';
import { zipFiles } from '../lib/api/attachments';
import { download } from '../lib/download';
import { showErrorToast } from '../lib/toasts';
import { failureMessage } from '../lib/use-form';
import { FileViewer, isViewable, visualize } from './file-viewer';
import styles from './items.module.css';

/** Attachments with 'Visualizar' (images, video, audio, PDF) and 'Descargar' (spec 2, task and RDI detail). */
export function AttachmentList({ attachments, label }: { attachments: readonly FileAttachment[]; label: string }) {
  const [shown, setShown] = useState<FileAttachment | null>(null);
  if (attachments.length === 0) return null;
  return (
    <>
      <ul className={styles.plainList} aria-label={label}>
        {attachments.map((attachment) => (
          <li key={attachment.id} className={styles.attachment}>
            <a href={attachment.file.pathmedia.path} target="_blank" rel="noreferrer">
              {attachment.file.name}
            </a>
            {isViewable(attachment) && (
              <Button
                size="small"
                leadingVisual={EyeIcon}
                aria-label={`Visualizar ${attachment.file.name}`}
                onClick={() => visualize(attachment, setShown)}
              >
                Visualizar
              </Button>
            )}
            <Button
              size="small"
              leadingVisual={DownloadIcon}
              aria-label={`Descargar ${attachment.file.name}`}
              onClick={() => download(attachment.file.pathmedia.path)}
            >
              Descargar
            </Button>
          </li>
        ))}
      </ul>
      {shown && <FileViewer file={shown} onClose={() => setShown(null)} />}
    </>
  );
}

/** 'Descargar Todo' (spec 2): shown when the item and its interactions hold more than one file. */
export function DownloadAll({ files }: { files: readonly FileAttachment[] }) {
  const [zipping, setZipping] = useState(false);
  if (files.length <= 1) return null;
  const downloadAll = async () => {
    setZipping(true);
    try {
      download(await zipFiles(files.map((attachment) => attachment.file.id)));
    } catch (error) {
      showErrorToast(failureMessage(error));
    } finally {
      setZipping(false);
    }
  };
  return (
    <div>
      <Button
        leadingVisual={DownloadIcon}
        onClick={downloadAll}
        loading={zipping}
        loadingAnnouncement="Preparando el archivo zip"
      >
        Descargar Todo
      </Button>
    </div>
  );
}
