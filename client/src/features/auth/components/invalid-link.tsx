import { Flash } from '@primer/react';
import { Link } from 'wouter';
import styles from './auth-form.module.css';

interface InvalidLinkProps {
  /** Why the link no longer works, in the words of its kind (a reset, an invitation). */
  message: string;
  /** The way to a new link: the reset request screen. */
  requestLabel: string;
}

/** A password link that cannot be used any more: what happened and a way to get a new one. */
export function InvalidLink({ message, requestLabel }: InvalidLinkProps) {
  return (
    <div className={styles.form}>
      <Flash variant="danger" role="alert">
        {message}
      </Flash>
      <p className={styles.intro}>
        <Link href="/reset-pass-request">{requestLabel}</Link>
      </p>
    </div>
  );
}
