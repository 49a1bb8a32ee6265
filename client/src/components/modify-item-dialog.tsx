import { Checkbox, FormControl, Select } from '@primer/react';
import { useState } from 'react';
import type { PlanningCan } from '../../../services/contracts/item-actions';
import type { Priority } from '../../../services/contracts/item-answers';
import { formatDay, parseDay } from '../lib/chile-date';
import { newCommandId } from '../lib/command-id';
import { type EditConflict, editConflictOf, touchedFields } from '../lib/edit-conflict';
import { PRIORITY_NAMES } from '../lib/item-rules';
import { showToast } from '../lib/toasts';
import { failureMessage } from '../lib/use-form';
import { ConfirmFooter } from './confirm-footer';
import { DateInput } from './date-input';
import { Dialog } from './dialog';
import { EditConflictNotice } from './edit-conflict';
import { FailureLine } from './failure-line';
import styles from './items.module.css';
import { ReminderDays } from './reminder-days';

/** The edit form of a task, an RDI or an additional (spec 3): only the fields given change. */
export interface ItemChanges {
  priority?: Priority;
  critical_date?: string | null;
  private?: boolean;
  subscribe_status?: boolean;
  subscribe_status_mail?: boolean;
  reminder?: number[];
  reminder_repeatable?: boolean;
  /** The item's version the form was opened on: a field someone else changed since is a conflict. */
  expected_version: number;
}

/** What the menu shows of the item. */
export interface ModifiableItem {
  number: number;
  version: number;
  priority: Priority;
  critical_date: string | null;
  /** Tasks only. */
  private?: boolean;
  user_subscribed: { subscribed: boolean; by_email: boolean };
  user_reminders: Array<{ day_number: number; repeatable: boolean }>;
  /** What the reader may change, decided on the server; `change_private` only on tasks. */
  can: PlanningCan & { change_private?: boolean };
}

/** How the form names an item type (spec 2). */
export interface ModifyItemWords {
  /** 'Modificar tarea', 'Modificar RDI': the item's number follows. */
  title: string;
  /** 'Suscribirme a la tarea', 'Suscribirme a la RDI'. */
  subscribe: string;
  /** 'Recordatorio semanal' for tasks (the default), 'Recordar Semanalmente' for RDI (spec 2). */
  reminder?: string;
  /** Spec 6: the private switch, shown when the item's `can.change_private` says so (a task's creator and responsible). */
  private?: string;
  /** Under the private switch while it is on: what privacy means for this item's people. */
  privateHint?: string;
  /** The toast once the changes are saved. */
  saved: { title: string; text: string };
}

interface ModifyItemDialogProps {
  item: ModifiableItem;
  words: ModifyItemWords;
  onClose: () => void;
  /** Sends the changes with this command id; once it resolves the saved toast shows and the dialog closes. */
  onConfirm: (changes: ItemChanges, commandId: string) => Promise<unknown>;
}

/** The form's values as the edit call names them. */
interface EditValues {
  priority: Priority;
  critical_date: string | null;
  private: boolean;
  subscription: { subscribe_status: boolean; subscribe_status_mail: boolean };
  reminder: { reminder: number[]; reminder_repeatable: boolean };
}

const valuesOf = (item: ModifiableItem): EditValues => ({
  priority: item.priority,
  critical_date: item.critical_date,
  private: item.private ?? false,
  subscription: {
    subscribe_status: item.user_subscribed.subscribed,
    subscribe_status_mail: item.user_subscribed.subscribed && item.user_subscribed.by_email,
  },
  reminder: {
    reminder: item.user_reminders.map((reminder) => reminder.day_number),
    reminder_repeatable: item.user_reminders.length > 0 && (item.user_reminders[0]?.repeatable ?? false),
  },
});

/** Only what the person changed: a subscription and a reminder travel with their switch. */
function changesBetween(opened: EditValues, now: EditValues): Omit<ItemChanges, 'expected_version'> {
  const { subscription, reminder, ...fields } = touchedFields(opened, now);
  return { ...fields, ...subscription, ...reminder };
}

const LABELS: Record<string, string> = { priority: 'Prioridad', critical_date: 'Fecha crítica', private: 'Privada' };

function formatValue(field: string, value: unknown): string {
  if (field === 'priority' && typeof value === 'number') return PRIORITY_NAMES[value as Priority] ?? String(value);
  if (field === 'critical_date') return typeof value === 'string' ? formatDay(value) : 'Sin fecha';
  if (typeof value === 'boolean') return value ? 'Sí' : 'No';
  return String(value ?? '');
}

/**
 * Spec 2, task, RDI and additional modify menu: priority, critical date, private, subscription,
 * weekly reminder. It sends only the fields the person changed, with the version it was opened on;
 * when someone else changed one of them meanwhile, it shows both values and lets the person choose.
 */
export function ModifyItemDialog({ item, words, onClose, onConfirm }: ModifyItemDialogProps) {
  const [opened, setOpened] = useState(() => ({ values: valuesOf(item), version: item.version }));
  const [priority, setPriority] = useState<Priority>(item.priority);
  const [criticalDate, setCriticalDate] = useState(item.critical_date ? formatDay(item.critical_date) : '');
  const [isPrivate, setPrivate] = useState(item.private ?? false);
  const [subscribed, setSubscribed] = useState(item.user_subscribed.subscribed);
  const [byEmail, setByEmail] = useState(item.user_subscribed.by_email);
  const [days, setDays] = useState(item.user_reminders.map((reminder) => reminder.day_number));
  const [repeatable, setRepeatable] = useState(item.user_reminders[0]?.repeatable ?? false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const [commandId] = useState(newCommandId);

  const formValues = (criticalDay: string | null): EditValues => ({
    priority,
    critical_date: criticalDay,
    private: isPrivate,
    subscription: { subscribe_status: subscribed, subscribe_status_mail: subscribed && byEmail },
    reminder: { reminder: days, reminder_repeatable: days.length > 0 && repeatable },
  });

  const send = async (version: number) => {
    const day = criticalDate ? parseDay(criticalDate) : null;
    if (criticalDate && !day) {
      setFailure('Escribe la fecha como DD-MM-AAAA.');
      return;
    }
    setSending(true);
    setFailure(null);
    setConflict(null);
    try {
      await onConfirm({ ...changesBetween(opened.values, formValues(day)), expected_version: version }, commandId);
      showToast({ variant: 'success', ...words.saved });
      onClose();
    } catch (error) {
      const refused = editConflictOf(error);
      if (refused) setConflict(refused);
      else setFailure(failureMessage(error));
      setSending(false);
    }
  };

  /** The other person's values into the form, now the baseline: only what is left differs. */
  const takeTheirs = (refused: EditConflict) => {
    const current = refused.current;
    const values = { ...opened.values };
    if ('priority' in current) {
      values.priority = current.priority as Priority;
      setPriority(values.priority);
    }
    if ('critical_date' in current) {
      values.critical_date = (current.critical_date as string | null) ?? null;
      setCriticalDate(values.critical_date ? formatDay(values.critical_date) : '');
    }
    if ('private' in current) {
      values.private = current.private === true;
      setPrivate(values.private);
    }
    setOpened({ values, version: refused.version });
    setConflict(null);
  };

  return (
    <Dialog
      title={`${words.title} Nº ${item.number}`}
      width="large"
      onClose={onClose}
      renderFooter={() => (
        <ConfirmFooter
          onCancel={onClose}
          cancelDisabled={sending}
          sending={sending}
          confirm={{ onClick: () => void send(opened.version) }}
        />
      )}
    >
      <div className={styles.section}>
        <FailureLine failure={failure} />
        {conflict && (
          <EditConflictNotice
            conflict={conflict}
            labels={LABELS}
            mine={{ priority, critical_date: parseDay(criticalDate), private: isPrivate }}
            format={formatValue}
            onKeepMine={() => void send(conflict.version)}
            onTakeTheirs={() => takeTheirs(conflict)}
          />
        )}
        <FormControl disabled={!item.can.change_priority}>
          <FormControl.Label>Prioridad</FormControl.Label>
          <Select value={String(priority)} onChange={(event) => setPriority(Number(event.target.value) as Priority)}>
            {([1, 2, 3] as const).map((value) => (
              <Select.Option key={value} value={String(value)}>
                {PRIORITY_NAMES[value]}
              </Select.Option>
            ))}
          </Select>
        </FormControl>
        <FormControl disabled={!item.can.change_critical_date}>
          <FormControl.Label>Fecha crítica</FormControl.Label>
          <DateInput value={criticalDate} onChange={setCriticalDate} />
        </FormControl>
        {words.private && item.can.change_private && (
          <FormControl>
            <Checkbox checked={isPrivate} onChange={(event) => setPrivate(event.target.checked)} />
            <FormControl.Label>{words.private}</FormControl.Label>
            {isPrivate && words.privateHint && <FormControl.Caption>{words.privateHint}</FormControl.Caption>}
          </FormControl>
        )}
        <FormControl>
          <Checkbox checked={subscribed} onChange={(event) => setSubscribed(event.target.checked)} />
          <FormControl.Label>{words.subscribe}</FormControl.Label>
        </FormControl>
        {/* Spec 4: the mail switch follows the subscription and is disabled without it. */}
        <FormControl disabled={!subscribed}>
          <Checkbox checked={subscribed && byEmail} onChange={(event) => setByEmail(event.target.checked)} />
          <FormControl.Label>Recibir avisos por correo</FormControl.Label>
        </FormControl>
        <ReminderDays
          label={words.reminder}
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
