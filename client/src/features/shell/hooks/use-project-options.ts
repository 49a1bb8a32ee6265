import { useEffect, useState } from 'react';
import { useSWRConfig } from 'swr';
import { PROJECT_PATH, PROJECTS_PATH, type Project } from '../../../lib/api/projects';
import { type AvoidEmailsOptions, avoidEmailsKey, useAvoidEmailsOptions } from '../api/get-user-avoid-emails-options';
import { setRdiCloseSystem } from '../api/set-rdi-close-system';
import { setUserAvoidEmails } from '../api/set-user-avoid-emails';
import { setUserProjectOptions } from '../api/set-user-project-options';

/** Everything 'Guardar Opciones' saves, as the panel shows it. */
export interface ProjectOptionValues {
  dailyReports: boolean;
  notificationSound: boolean;
  avoidRdi: boolean;
  avoidTask: boolean;
  avoidAdditional: boolean;
  rdiNewSystem: boolean;
}

export type SaveState = { status: 'idle' | 'saving' | 'saved' } | { status: 'failed'; message: string };

/** Spec 8: messages stay 5000 ms. */
const MESSAGE_MS = 5_000;

const savedValues = (project: Project, avoid: AvoidEmailsOptions): ProjectOptionValues => ({
  dailyReports: project.useroptions.daily_reports,
  notificationSound: project.useroptions.notification_sound,
  avoidRdi: avoid.rdi,
  avoidTask: avoid.task,
  avoidAdditional: avoid.additional,
  rdiNewSystem: project.rdi_close_system.new_system,
});

const differs = (a: ProjectOptionValues, b: ProjectOptionValues, fields: ReadonlyArray<keyof ProjectOptionValues>) =>
  fields.some((field) => a[field] !== b[field]);

/** The calls whose values changed: each of the three groups is saved by its own call. */
function pendingCalls(projectId: string, saved: ProjectOptionValues, values: ProjectOptionValues, rdiSystem: boolean) {
  const calls: Array<() => Promise<unknown>> = [];
  if (differs(saved, values, ['dailyReports', 'notificationSound'])) {
    calls.push(() =>
      setUserProjectOptions(projectId, {
        daily_reports: values.dailyReports,
        notification_sound: values.notificationSound,
      }),
    );
  }
  if (differs(saved, values, ['avoidRdi', 'avoidTask', 'avoidAdditional'])) {
    calls.push(() =>
      setUserAvoidEmails(projectId, {
        rdi: values.avoidRdi,
        task: values.avoidTask,
        additional: values.avoidAdditional,
      }),
    );
  }
  if (rdiSystem && saved.rdiNewSystem !== values.rdiNewSystem) {
    calls.push(() => setRdiCloseSystem(projectId, values.rdiNewSystem));
  }
  return calls;
}

/**
 * The 'Opciones del Proyecto' form of one project: the saved values with the user's changes on
 * top. `rdiSystem` says whether the user may choose the RDI close system (edit_project).
 */
export function useProjectOptions(project: Project, rdiSystem: boolean) {
  const { options: avoid, error } = useAvoidEmailsOptions(project.id);
  const { mutate } = useSWRConfig();
  const [draft, setDraft] = useState<Partial<ProjectOptionValues>>({});
  const [state, setState] = useState<SaveState>({ status: 'idle' });

  useEffect(() => {
    if (state.status !== 'saved' && state.status !== 'failed') return;
    const timer = setTimeout(() => setState({ status: 'idle' }), MESSAGE_MS);
    return () => clearTimeout(timer);
  }, [state]);

  const saved = avoid ? savedValues(project, avoid) : undefined;
  const values = saved ? { ...saved, ...draft } : undefined;
  const calls = saved && values ? pendingCalls(project.id, saved, values, rdiSystem) : [];

  const set = (field: keyof ProjectOptionValues, value: boolean) => {
    setDraft((current) => ({ ...current, [field]: value }));
    setState({ status: 'idle' });
  };

  const save = async () => {
    setState({ status: 'saving' });
    const results = await Promise.allSettled(calls.map((call) => call()));
    // Whatever was saved is read back before the draft goes, so no box flickers to its old value.
    await Promise.all([
      mutate([PROJECTS_PATH]),
      mutate([PROJECT_PATH, project.id]),
      mutate(avoidEmailsKey(project.id)),
    ]);
    const failure = results.find((result) => result.status === 'rejected');
    if (failure) {
      setState({ status: 'failed', message: messageOf(failure.reason) });
      return;
    }
    setDraft({});
    setState({ status: 'saved' });
  };

  return { values, loadError: error, dirty: calls.length > 0, set, save, state };
}

const messageOf = (reason: unknown) =>
  reason instanceof Error
    ? reason.message
    : 'Lo sentimos, ha ocurrido un error inesperado. Por favor inténtalo nuevamente.';
