import { ZoomInIcon, ZoomOutIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import { useState } from 'react';
import type { FileAttachment } from '../../../services/contracts/item-answers';
import { Dialog } from './dialog';
import styles from './items.module.css';

/** The types the server sends to be shown rather than saved (services/files/file-content.ts). */
const VIEWABLE = /^(image\/(png|jpeg|gif|webp)|video\/|audio\/|application\/pdf$)/;

const mimetypeOf = (attachment: FileAttachment) => attachment.file.pathmedia.mimetype;
export const kindOf = (attachment: FileAttachment) => mimetypeOf(attachment).split('/')[0];
/** 'Visualizar' is offered for images, video, audio and PDF; anything else the browser would save. */
export const isViewable = (attachment: FileAttachment) => VIEWABLE.test(mimetypeOf(attachment));

const ZOOM_STEPS = [1, 1.5, 2, 3] as const;

/** The zoomable lightbox of an image (spec 2, media gallery). */
export function Lightbox({ image, onClose }: { image: FileAttachment; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const zoom = ZOOM_STEPS[step]!;
  return (
    <Dialog title={image.file.name} width="xlarge" onClose={onClose}>
      <div className={styles.row}>
        <IconButton icon={ZoomOutIcon} aria-label="Alejar" disabled={step === 0} onClick={() => setStep(step - 1)} />
        <span>{Math.round(zoom * 100)} %</span>
        <IconButton
          icon={ZoomInIcon}
          aria-label="Acercar"
          disabled={step === ZOOM_STEPS.length - 1}
          onClick={() => setStep(step + 1)}
        />
      </div>
      <div className={styles.lightbox}>
        <img src={image.file.pathmedia.path} alt={image.file.name} style={{ width: `${zoom * 100}%` }} />
      </div>
    </Dialog>
  );
}

/**
 * 'Visualizar' of an attachment (spec 2, task detail): images in the lightbox, video and audio in a
 * player, without saving them. A PDF opens in a new tab, in the browser's own viewer (the server
 * forbids framing its files).
 */
export function FileViewer({ file, onClose }: { file: FileAttachment; onClose: () => void }) {
  const kind = kindOf(file);
  if (kind === 'image') return <Lightbox image={file} onClose={onClose} />;
  return (
    <Dialog title={file.file.name} width="xlarge" onClose={onClose}>
      {kind === 'video' ? (
        // biome-ignore lint/a11y/useMediaCaption: a site video has no caption track to give.
        <video src={file.file.pathmedia.path} controls autoPlay className={styles.viewer} />
      ) : (
        // biome-ignore lint/a11y/useMediaCaption: a site's voice note has no caption track to give.
        <audio src={file.file.pathmedia.path} controls autoPlay className={styles.viewer} />
      )}
    </Dialog>
  );
}

/** Shows an attachment: PDF in a new tab, the rest in the viewer (`onShow`). */
export function visualize(file: FileAttachment, onShow: (file: FileAttachment) => void): void {
  if (mimetypeOf(file) === 'application/pdf') window.open(file.file.pathmedia.path, '_blank', 'noopener');
  else onShow(file);
}
