import { Button, Checkbox, FormControl, Select } from '@primer/react';
import { useState } from 'react';
import { formatDay, parseDay } from '../lib/chile-date';
import { newCommandId } from '../lib/command-id';
import { PRIORITY_NAMES, type Priority } from '../lib/item-rules';
import { failureMessage } from '../lib/use-form';
import { DateInput } from './date-input';
import { Dialog } from './dialog';
import styles from './items.module.css';
import { ReminderDays } from './reminder-days';

/** The edit form of a task or an RDI (spec 3): only the fields given change. */
export interface ItemChanges {
  priority?: Priority;
  critical_date?: string | null;
  private?: boolean;
  subscribe_status?: boolean;
  subscribe_status_mail?: boolean;
  reminder?: number[];
  reminder_repeatable?: boolean;
}

/** What the menu shows of the item. */
export interface ModifiableItem {
  priority: Priority;
  critical_date: string | null;
  private: boolean;
  user_subscribed: { subscribed: boolean; by_email: boolean };
  user_reminders: Array<{ day_number: number; repeatable: boolean }>;
}

interface ModifyItemDialogProps {
  title: string;
  item: ModifiableItem;
  /** 'Suscribirme a la tarea', 'Suscribirme a la RDI'. */
  subscribeLabel: string;
  /** 'Recordatorio semanal' for tasks, 'Recordar Semanalmente' for RDI (spec 2). */
  reminderLabel?: string;
  mayChangePriority: boolean;
  mayChangeCriticalDate: boolean;
  /** Spec 6: only the creator and the responsible of a task see the private switch; RDI have none. */
  privateLabel?: string;
  onClose: () => void;
  /** Sends the changes with this command id; the dialog closes when it resolves. */
  onConfirm: (changes: ItemChanges, commandId: string) => Promise<void>;
}

/** Spec 2, task and RDI modify menu: priority, critical date, private, subscription, weekly reminder. */
export function ModifyItemDialog({
  title,
  item,
  subscribeLabel,
  reminderLabel,
  mayChangePriority,
  mayChangeCriticalDate,
  privateLabel,
  onClose,
  onConfirm,
}: ModifyItemDialogProps) {
  const [priority, setPriority] = useState<Priority>(item.priority);
  const [criticalDate, setCriticalDate] = useState(item.critical_date ? formatDay(item.critical_date) : '');
  const [isPrivate, setPrivate] = useState(item.private);
  const [subscribed, setSubscribed] = useState(item.user_subscribed.subscribed);
  const [byEmail, setByEmail] = useState(item.user_subscribed.by_email);
  const [days, setDays] = useState(item.user_reminders.map((reminder) => reminder.day_number));
  const [repeatable, setRepeatable] = useState(item.user_reminders[0]?.repeatable ?? false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [commandId] = useState(newCommandId);

  const confirm = async () => {
    const day = criticalDate ? parseDay(criticalDate) : null;
    if (criticalDate && !day) {
      setFailure('Escribe la fecha como DD-MM-AAAA.');
      return;
    }
    const changes: ItemChanges = {
      ...(mayChangePriority ? { priority } : {}),
      ...(mayChangeCriticalDate ? { critical_date: day } : {}),
      ...(privateLabel ? { private: isPrivate } : {}),
      subscribe_status: subscribed,
      subscribe_status_mail: subscribed && byEmail,
      reminder: days,
      reminder_repeatable: days.length > 0 && repeatable,
    };
    setSending(true);
    try {
      await onConfirm(changes, commandId);
      onClose();
    } catch (error) {
      setFailure(failureMessage(error));
      setSending(false);
    }
  };

  return (
    <Dialog
      title={title}
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
        {privateLabel && (
          <FormControl>
            <Checkbox checked={isPrivate} onChange={(event) => setPrivate(event.target.checked)} />
            <FormControl.Label>{privateLabel}</FormControl.Label>
          </FormControl>
        )}
        <FormControl>
          <Checkbox checked={subscribed} onChange={(event) => setSubscribed(event.target.checked)} />
          <FormControl.Label>{subscribeLabel}</FormControl.Label>
        </FormControl>
        {/* Spec 4: the mail switch follows the subscription and is disabled without it. */}
        <FormControl disabled={!subscribed}>
          <Checkbox checked={subscribed && byEmail} onChange={(event) => setByEmail(event.target.checked)} />
          <FormControl.Label>Recibir avisos por correo</FormControl.Label>
        </FormControl>
        <ReminderDays
          label={reminderLabel}
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
