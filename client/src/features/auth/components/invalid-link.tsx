import { Flash } from '@primer/react';
import { Link } from 'wouter';
import { INVALID_TOKEN } from '../api/check-token';
import styles from './auth-form.module.css';

/** A password link that cannot be used any more: the spec's message and a way to get a new one. */
export function InvalidLink() {
  return (
    <div className={styles.form}>
      <Flash variant="danger" role="alert">
        {INVALID_TOKEN}
      </Flash>
      <p className={styles.intro}>
        <Link href="/reset-pass-request">Solicitar un nuevo link</Link>
      </p>
    </div>
  );
}
