import type { Icon } from '@primer/octicons-react';
import styles from './thumbnail.module.css';

interface ThumbnailProps {
  src?: string | null;
  alt: string;
  /** Shown instead of the picture while there is none. */
  icon: Icon;
  size: number;
}

/** A small square picture (a project image, a company logo), or an icon standing in for it. */
export function Thumbnail({ src, alt, icon: Placeholder, size }: ThumbnailProps) {
  if (src) return <img className={styles.thumbnail} src={src} alt={alt} width={size} height={size} />;
  return (
    <span className={styles.thumbnail} style={{ width: size, height: size }} aria-hidden="true">
      <Placeholder size={Math.round(size / 2)} />
    </span>
  );
}
