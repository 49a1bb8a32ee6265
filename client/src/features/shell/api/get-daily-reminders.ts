import useSWR from 'swr';
import type { DailyReminder } from '../../../../../services/contracts/reminders';
import { request } from '../../../lib/http';
import { refreshOn, sameProject } from '../../../lib/live';

export type { DailyReminder };

export const DAILY_REMINDERS_PATH = '/notifications/getDailyReminders';

// A reminder set or changed, or its item closed, deleted or hidden, changes the item's document.
const remindersLive = refreshOn({ task: sameProject, rdi: sameProject, additional: sameProject });

export const dailyRemindersKey = (projectId: string) => [DAILY_REMINDERS_PATH, projectId] as const;

async function fetchDailyReminders([path, projectId]: readonly [string, string]): Promise<DailyReminder[]> {
  return (await request<{ reminders: DailyReminder[] }>(path, { body: { project_id: projectId } })).reminders;
}

/** Today's reminders of the signed-in user in the project (spec 2.11). */
export function useDailyReminders(projectId: string | null) {
  const { data, error, isLoading } = useSWR(projectId ? dailyRemindersKey(projectId) : null, fetchDailyReminders, {
    use: [remindersLive],
  });
  return { reminders: data, error: error as Error | undefined, isLoading };
}
