import { DownloadIcon, PlayIcon, SquareFillIcon } from '@primer/octicons-react';
import { Button, IconButton } from '@primer/react';
import { useRef, useState } from 'react';
import type { FileAttachment } from '../../../services/contracts/item-answers';
import { download } from '../lib/download';
import { kindOf, Lightbox } from './file-viewer';
import styles from './items.module.css';

/** Files the gallery shows in place; the others are only listed. */
export const isMedia = (attachment: FileAttachment) => ['image', 'video', 'audio'].includes(kindOf(attachment) ?? '');

/** An audio file with play, pause, stop and download (spec 2). */
function AudioPlayer({ audio }: { audio: FileAttachment }) {
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
export function MediaGallery({ attachments, label }: { attachments: readonly FileAttachment[]; label: string }) {
  const [shown, setShown] = useState<FileAttachment | null>(null);
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
