import { UploadIcon } from '@primer/octicons-react';
import { Button, Label, Textarea } from '@primer/react';
import { useState } from 'react';
import { Dialog } from '../../../components/dialog';
import { discardChange, PENDING_TEXT, REFUSED_TEXT, retryChange, useOutbox } from '../../../lib/outbox/outbox';
import { editableValue, type QueuedChange, withEditedField } from '../../../lib/outbox/outbox-rules';
import { pendingCountText } from '../outbox-count';
import styles from './outbox-button.module.css';

/** A refused change: the server's reason, and what the person may do about it (nothing is dropped unasked). */
function RefusedChange({ change }: { change: QueuedChange }) {
  const original = editableValue(change);
  const [editing, setEditing] = useState(false);
  const [text, setText] = useState(original ?? '');
  return (
    <li className={styles.change}>
      <div>
        <Label variant="danger">{REFUSED_TEXT}</Label> {change.label}
        {change.preview && `: ${change.preview}`}
      </div>
      <p role="alert" className={styles.reason}>
        {change.refusal}
      </p>
      {editing && (
        <Textarea
          aria-label="Texto a reintentar"
          block
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      )}
      <div className={styles.actions}>
        {original !== null &&
          (editing ? (
            <Button
              size="small"
              variant="primary"
              onClick={() => void retryChange(change, withEditedField(change, text))}
            >
              Reintentar
            </Button>
          ) : (
            <Button size="small" onClick={() => setEditing(true)}>
              Editar y reintentar
            </Button>
          ))}
        {original === null && (
          <Button size="small" onClick={() => void retryChange(change)}>
            Reintentar
          </Button>
        )}
        <Button size="small" variant="danger" onClick={() => void discardChange(change)}>
          Descartar
        </Button>
      </div>
    </li>
  );
}

/** The header's count of changes made offline that the server has not stored, and their list. */
export function OutboxButton() {
  const queue = useOutbox();
  const [open, setOpen] = useState(false);
  if (!queue.length && !open) return null;
  const refused = queue.filter((change) => change.state === 'refused');
  const pending = queue.filter((change) => change.state === 'pending');
  return (
    <>
      <Button
        leadingVisual={UploadIcon}
        variant={refused.length ? 'danger' : 'default'}
        onClick={() => setOpen(true)}
        aria-label={`${pendingCountText(queue.length)}${refused.length ? `, ${refused.length} sin enviar` : ''}`}
      >
        {queue.length}
      </Button>
      {open && (
        <Dialog title="Cambios hechos sin conexión" width="large" onClose={() => setOpen(false)}>
          {refused.length > 0 && (
            <section aria-label={REFUSED_TEXT}>
              <h3 className={styles.title}>{REFUSED_TEXT}</h3>
              <ul className={styles.list}>
                {refused.map((change) => (
                  <RefusedChange key={change.commandId} change={change} />
                ))}
              </ul>
            </section>
          )}
          <section aria-label={PENDING_TEXT}>
            <h3 className={styles.title}>{PENDING_TEXT}</h3>
            {pending.length === 0 ? (
              <p>No hay cambios esperando conexión.</p>
            ) : (
              <ul className={styles.list}>
                {pending.map((change) => (
                  <li key={change.commandId} className={styles.change}>
                    {change.label}
                    {change.preview && `: ${change.preview}`}
                  </li>
                ))}
              </ul>
            )}
          </section>
        </Dialog>
      )}
    </>
  );
}
