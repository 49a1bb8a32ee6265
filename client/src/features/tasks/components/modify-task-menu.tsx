import { Button, Checkbox, FormControl, Select } from '@primer/react';
import { useState } from 'react';
import { DateInput } from '../../../components/date-input';
import { Dialog } from '../../../components/dialog';
import styles from '../../../components/items.module.css';
import { ReminderDays } from '../../../components/reminder-days';
import { formatDay, parseDay } from '../../../lib/chile-date';
import { newCommandId } from '../../../lib/command-id';
import { showToast } from '../../../lib/toasts';
import { failureMessage } from '../../../lib/use-form';
import { type TaskChanges, updateTask } from '../api/task-commands';
import type { Priority, TaskDetail } from '../api/task-types';
import { PRIORITY_NAMES } from '../task-rules';

interface ModifyTaskMenuProps {
  task: TaskDetail;
  mayChangePriority: boolean;
  mayChangeCriticalDate: boolean;
  /** Spec 6: only the creator and the responsible see the private switch. */
  mayChangePrivate: boolean;
  onClose: () => void;
  onChanged: (task: TaskDetail) => void;
}

/** Spec 2, task modify menu: priority, critical date, private, subscription, weekly reminder. */
export function ModifyTaskMenu({
  task,
  mayChangePriority,
  mayChangeCriticalDate,
  mayChangePrivate,
  onClose,
  onChanged,
}: ModifyTaskMenuProps) {
  const [priority, setPriority] = useState<Priority>(task.priority);
  const [criticalDate, setCriticalDate] = useState(task.critical_date ? formatDay(task.critical_date) : '');
  const [isPrivate, setPrivate] = useState(task.private);
  const [subscribed, setSubscribed] = useState(task.user_subscribed.subscribed);
  const [byEmail, setByEmail] = useState(task.user_subscribed.by_email);
  const [days, setDays] = useState(task.user_reminders.map((reminder) => reminder.day_number));
  const [repeatable, setRepeatable] = useState(task.user_reminders[0]?.repeatable ?? false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [commandId] = useState(newCommandId);

  const confirm = async () => {
    const day = criticalDate ? parseDay(criticalDate) : null;
    if (criticalDate && !day) {
      setFailure('Escribe la fecha como DD-MM-AAAA.');
      return;
    }
    const changes: TaskChanges = {
      ...(mayChangePriority ? { priority } : {}),
      ...(mayChangeCriticalDate ? { critical_date: day } : {}),
      ...(mayChangePrivate ? { private: isPrivate } : {}),
      subscribe_status: subscribed,
      subscribe_status_mail: subscribed && byEmail,
      reminder: days,
      reminder_repeatable: days.length > 0 && repeatable,
    };
    setSending(true);
    try {
      onChanged(await updateTask(task.id, changes, commandId));
      showToast({ variant: 'success', title: 'Tarea modificada', text: 'Se ha modificado correctamente la tarea' });
      onClose();
    } catch (error) {
      setFailure(failureMessage(error));
      setSending(false);
    }
  };

  return (
    <Dialog
      title={`Modificar tarea Nº ${task.number}`}
      width="large"
      onClose={onClose}
      renderFooter={() => (
        <Dialog.Footer>
          <Button onClick={onClose} disabled={sending}>
            Cancelar
          </Button>
          <Button variant="primary" onClick={confirm} loading={sending} loadingAnnouncement="Enviando">
            Confirmar
          </Button>
        </Dialog.Footer>
      )}
    >
      <div className={styles.section}>
        {failure && (
          <p role="alert" className={styles.error}>
            {failure}
          </p>
        )}
        <FormControl disabled={!mayChangePriority}>
          <FormControl.Label>Prioridad</FormControl.Label>
          <Select value={String(priority)} onChange={(event) => setPriority(Number(event.target.value) as Priority)}>
            {([1, 2, 3] as const).map((value) => (
              <Select.Option key={value} value={String(value)}>
                {PRIORITY_NAMES[value]}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
        <FormControl disabled={!mayChangeCriticalDate}>
          <FormControl.Label>Fecha crítica</FormControl.Label>
          <DateInput value={criticalDate} onChange={setCriticalDate} />
        </FormControl>
        {mayChangePrivate && (
          <FormControl>
            <Checkbox checked={isPrivate} onChange={(event) => setPrivate(event.target.checked)} />
            <FormControl.Label>Tarea privada</FormControl.Label>
          </FormControl>
        )}
        <FormControl>
          <Checkbox checked={subscribed} onChange={(event) => setSubscribed(event.target.checked)} />
          <FormControl.Label>Suscribirme a la tarea</FormControl.Label>
        </FormControl>
        {/* Spec 4: the mail switch follows the subscription and is disabled without it. */}
        <FormControl disabled={!subscribed}>
          <Checkbox checked={subscribed && byEmail} onChange={(event) => setByEmail(event.target.checked)} />
          <FormControl.Label>Recibir avisos por correo</FormControl.Label>
        </FormControl>
        <ReminderDays
          days={days}
          repeatable={repeatable}
          onChange={(nextDays, nextRepeatable) => {
            setDays(nextDays);
            setRepeatable(nextRepeatable);
          }}
        />
      </div>
    </Dialog>
  );
}
