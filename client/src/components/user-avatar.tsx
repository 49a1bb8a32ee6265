import { Avatar } from '@primer/react';
import styles from './user-avatar.module.css';

function initialsOf(name: string): string {
  const words = name.trim().split(/\s+/).filter(Boolean);
  const first = words[0]?.[0] ?? '';
  const last = words.length > 1 ? (words[words.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase();
}

/** The user's picture, or their initials when they have none. */
export function UserAvatar({ name, src, size = 32 }: { name: string; src?: string | null; size?: number }) {
  if (src) return <Avatar src={src} alt={name} size={size} />;
  return (
    <span className={styles.initials} style={{ width: size, height: size, fontSize: size * 0.4 }} aria-hidden="true">
      {initialsOf(name)}
    </span>
  );
}
