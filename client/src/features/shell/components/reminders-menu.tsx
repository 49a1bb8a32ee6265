import { ClockIcon, PersonIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Avatar, Button, CounterLabel, IconButton } from '@primer/react';
import { useLocation } from 'wouter';
import { fileUrl } from '../../../lib/api/projects';
import { rdiLink, taskLink } from '../../../lib/item-links';
import { useSelectedProject } from '../../../lib/selected-project';
import { type DailyReminder, useDailyReminders } from '../api/get-daily-reminders';
import styles from './reminders-menu.module.css';

const TITLE = 'Recordatorios';

/** Spec 2.11: item_type 1 Tarea, 2 RDI, 3 Adicional, otherwise Otro. */
const KIND_NAMES: Record<number, string> = { 1: 'Tarea', 2: 'RDI', 3: 'Adicional' };

/** Where a reminder opens its item: only tasks and RDI are clickable (spec 2.11). */
const linkOf = (reminder: DailyReminder): string | null => {
  if (reminder.item_type === 1) return taskLink(reminder.reminderable_id);
  if (reminder.item_type === 2) return rdiLink(reminder.reminderable_id);
  return null;
};

function ReminderItems({ projectId, onOpened }: { projectId: string; onOpened?: (() => void) | undefined }) {
  const [, navigate] = useLocation();
  const { reminders, error, isLoading } = useDailyReminders(projectId);
  if (error) return <ActionList.Item disabled>{error.message}</ActionList.Item>;
  if (isLoading || !reminders) return <ActionList.Item disabled>Cargando recordatorios</ActionList.Item>;
  if (reminders.length === 0) return <ActionList.Item disabled>No tienes recordatorios para hoy</ActionList.Item>;
  return reminders.map((reminder) => {
    const { reminderable: item } = reminder;
    const link = linkOf(reminder);
    const creator = item.created_by_user_avatar;
    return (
      <ActionList.Item
        key={reminder.id}
        disabled={!link}
        onSelect={() => {
          if (!link) return;
          onOpened?.();
          navigate(link);
        }}
      >
        <ActionList.LeadingVisual>
          {/* The creator's picture (spec 3, created_by_user_avatar), as decoration: the item is named by its text. */}
          {creator.avatar ? <Avatar src={fileUrl(creator.avatar) ?? ''} alt="" size={20} /> : <PersonIcon />}
        </ActionList.LeadingVisual>
        {KIND_NAMES[reminder.item_type] ?? 'Otro'} Nº {item.number}: {item.title}
        <span className={styles.project}>{item.project.name}</span>
      </ActionList.Item>
    );
  });
}

interface RemindersMenuProps {
  /** A full-width button with its name, for the project panel on a phone (whose header has no room for it). */
  wide?: boolean;
  /** Called as an item opens (the panel closes). */
  onOpened?: () => void;
}

/**
 * The reminders menu (spec 2.6, 2.11): today's weekly reminders of the signed-in user in the
 * selected project, with their count; a task or an RDI opens from it.
 */
export function RemindersMenu({ wide = false, onOpened }: RemindersMenuProps) {
  const { projectId } = useSelectedProject();
  const { reminders } = useDailyReminders(projectId);
  if (!projectId) return null;
  const count = reminders?.length ?? 0;
  const label = count > 0 ? `${TITLE}: ${count} para hoy` : TITLE;
  return (
    <ActionMenu>
      {wide ? (
        <ActionMenu.Button leadingVisual={ClockIcon} block aria-label={label} data-testid="reminders-menu">
          {TITLE} {count > 0 && <CounterLabel>{count}</CounterLabel>}
        </ActionMenu.Button>
      ) : (
        // In the header, compact as its other icons: the clock, and today's count when there is one.
        <ActionMenu.Anchor>
          {count > 0 ? (
            <Button variant="invisible" leadingVisual={ClockIcon} aria-label={label} data-testid="reminders-menu">
              {count}
            </Button>
          ) : (
            <IconButton variant="invisible" icon={ClockIcon} aria-label={label} data-testid="reminders-menu" />
          )}
        </ActionMenu.Anchor>
      )}
      <ActionMenu.Overlay width="medium" maxHeight="large" overflow="auto">
        <ActionList aria-label={TITLE}>
          <ActionList.GroupHeading>Recordatorios de hoy</ActionList.GroupHeading>
          <ReminderItems projectId={projectId} onOpened={onOpened} />
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
