import { DownloadIcon, PlayIcon, SquareFillIcon, ZoomInIcon, ZoomOutIcon } from '@primer/octicons-react';
import { Button, IconButton } from '@primer/react';
import { useRef, useState } from 'react';
import { Dialog } from '../../../components/dialog';
import type { TaskAttachment } from '../api/task-types';
import { download } from '../download';
import styles from './tasks.module.css';

const kindOf = (attachment: TaskAttachment) => attachment.file.pathmedia.mimetype.split('/')[0];
/** Files the gallery shows in place; the others are only listed. */
export const isMedia = (attachment: TaskAttachment) => ['image', 'video', 'audio'].includes(kindOf(attachment) ?? '');

const ZOOM_STEPS = [1, 1.5, 2, 3] as const;

/** The zoomable lightbox of an image (spec 2, media gallery). */
function Lightbox({ image, onClose }: { image: TaskAttachment; onClose: () => void }) {
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

/** An audio file with play, pause, stop and download (spec 2). */
function AudioPlayer({ audio }: { audio: TaskAttachment }) {
  const player = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const stop = () => {
    if (!player.current) return;
    player.current.pause();
    player.current.currentTime = 0;
  };
  return (
    <div className={styles.row}>
      <span>{audio.file.name}</span>
      {/* biome-ignore lint/a11y/useMediaCaption: a site's voice note has no caption track to give. */}
      <audio
        ref={player}
        src={audio.file.pathmedia.path}
        preload="none"
        onPlay={() => setPlaying(true)}
        onPause={() => setPlaying(false)}
      />
      {playing ? (
        <Button size="small" onClick={() => player.current?.pause()}>
          Pausa
        </Button>
      ) : (
        <Button size="small" leadingVisual={PlayIcon} onClick={() => void player.current?.play()}>
          Reproducir
        </Button>
      )}
      <Button size="small" leadingVisual={SquareFillIcon} onClick={stop}>
        Detener
      </Button>
      <IconButton
        size="small"
        icon={DownloadIcon}
        aria-label={`Descargar ${audio.file.name}`}
        onClick={() => download(audio.file.pathmedia.path)}
      />
    </div>
  );
}

/** Images (with the lightbox), videos and audio of a task or an interaction. */
export function MediaGallery({ attachments, label }: { attachments: readonly TaskAttachment[]; label: string }) {
  const [shown, setShown] = useState<TaskAttachment | null>(null);
  const media = attachments.filter(isMedia);
  if (media.length === 0) return null;
  return (
    <section className={styles.section} aria-label={label}>
      <ul className={styles.gallery}>
        {media.map((item) => (
          <li key={item.id}>
            {kindOf(item) === 'image' && (
              <button type="button" className={styles.thumbButton} onClick={() => setShown(item)}>
                <img src={item.file.pathmedia.path} alt={`Ver ${item.file.name}`} className={styles.thumb} />
              </button>
            )}
            {kindOf(item) === 'video' && (
              // biome-ignore lint/a11y/useMediaCaption: a site video has no caption track to give.
              <video src={item.file.pathmedia.path} controls preload="metadata" className={styles.video} />
            )}
            {kindOf(item) === 'audio' && <AudioPlayer audio={item} />}
          </li>
        ))}
      </ul>
      {shown && <Lightbox image={shown} onClose={() => setShown(null)} />}
    </section>
  );
}
