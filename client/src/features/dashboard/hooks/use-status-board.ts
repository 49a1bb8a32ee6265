import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { PROJECT_PATH, PROJECTS_PATH, type Project, type ProjectPermissions } from '../../../lib/api/projects';
import { updateProjectBoard } from '../api/update-project-board';

type ProjectAnswer = { project: Project; permissions: ProjectPermissions };

const FAILED = 'Lo sentimos, ha ocurrido un error inesperado. Por favor inténtalo nuevamente.';

/** View and edit modes of a project's status board; `draft` is null while viewing. */
export function useStatusBoard(project: Project) {
  const { mutate } = useSWRConfig();
  const [draft, setDraft] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const edit = () => {
    setDraft(project.status_board.status_board);
    setError(null);
  };
  const cancel = () => {
    setDraft(null);
    setError(null);
  };
  const save = async () => {
    if (draft === null) return;
    setSaving(true);
    setError(null);
    try {
      const answer = await updateProjectBoard(project.id, draft);
      // The answer carries the new board: show it now rather than after a refetch.
      await mutate<ProjectAnswer>(
        [PROJECT_PATH, project.id],
        (current) => current && { ...current, project: answer.project },
        { revalidate: false },
      );
      void mutate([PROJECTS_PATH]);
      setDraft(null);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : FAILED);
    } finally {
      setSaving(false);
    }
  };

  return {
    board: project.status_board.status_board,
    draft,
    setDraft,
    editing: draft !== null,
    saving,
    error,
    edit,
    cancel,
    save,
  };
}
