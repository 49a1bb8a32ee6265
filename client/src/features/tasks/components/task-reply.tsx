import { Button, Checkbox, FormControl, Textarea } from '@primer/react';
import { useState } from 'react';
import { AttachmentsPicker } from '../../../components/attachments-picker';
import styles from '../../../components/items.module.css';
import { newCommandId } from '../../../lib/command-id';
import { showErrorToast, showToast } from '../../../lib/toasts';
import { enqueueUploads } from '../../../lib/uploads/upload-queue';
import { splitByInlineLimit } from '../../../lib/uploads/upload-rules';
import { useCountdown } from '../../../lib/use-countdown';
import { failureMessage } from '../../../lib/use-form';
import { addInteraction } from '../api/task-commands';
import type { TaskDetail } from '../api/task-types';
import { REPLY_COUNTDOWN_S } from '../task-rules';

const EMPTY_MESSAGE = 'Por favor escribe un mensaje. Este campo no puede estar vacio.';
/** Upload type 2: a file of a task's interaction, tagged with tr_interaction_id. */
const INTERACTION_UPLOAD_TYPE = 2;

/** The reply editor of the detail (spec 2): sent after the 4-second 'Responder' window. */
export function TaskReply({ task, onReplied }: { task: TaskDetail; onReplied: (task: TaskDetail) => void }) {
  const [message, setMessage] = useState('');
  const [official, setOfficial] = useState(false);
  const [files, setFiles] = useState<File[]>([]);
  const [sending, setSending] = useState(false);
  const [commandId, setCommandId] = useState(newCommandId);

  const send = async () => {
    setSending(true);
    const { inline, queued } = splitByInlineLimit(files);
    try {
      const answer = await addInteraction(task.id, { message, isResponse: official }, inline, commandId);
      if (queued.length) {
        enqueueUploads(queued, {
          type: INTERACTION_UPLOAD_TYPE,
          payload: { task_id: task.id, project_id: task.project_id, tr_interaction_id: answer.interactionId },
        });
        showToast({ variant: 'info', title: 'Carga iniciada', text: 'Hay algunos archivos que se están cargando.' });
      }
      setMessage('');
      setFiles([]);
      setOfficial(false);
      setCommandId(newCommandId());
      onReplied(answer.task);
    } catch (error) {
      showErrorToast(failureMessage(error));
    } finally {
      setSending(false);
    }
  };
  const countdown = useCountdown(REPLY_COUNTDOWN_S, () => void send());

  const reply = () => {
    if (countdown.running) {
      countdown.cancel();
      return;
    }
    // Spec 8: an empty message is a warning toast.
    if (!message.trim()) {
      showToast({ variant: 'danger', title: 'Error', text: EMPTY_MESSAGE });
      return;
    }
    countdown.start();
  };

  return (
    <section className={styles.section} aria-label="Responder">
      <FormControl>
        <FormControl.Label>Mensaje</FormControl.Label>
        <Textarea block rows={3} value={message} onChange={(event) => setMessage(event.target.value)} />
      </FormControl>
      <FormControl>
        <Checkbox checked={official} onChange={(event) => setOfficial(event.target.checked)} />
        <FormControl.Label>Respuesta Oficial</FormControl.Label>
        {official && (
          <FormControl.Caption>
            Esta interacción quedará marcada como la respuesta oficial de la tarea.
          </FormControl.Caption>
        )}
      </FormControl>
      <AttachmentsPicker label="Archivos de la respuesta" files={files} onChange={setFiles} />
      <div>
        <Button variant="primary" onClick={reply} loading={sending} loadingAnnouncement="Enviando">
          {countdown.running ? `Cancelar (${countdown.left})` : 'Responder'}
        </Button>
      </div>
    </section>
  );
}
