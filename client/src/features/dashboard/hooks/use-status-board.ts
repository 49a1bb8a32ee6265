import { useState } from 'react';
import { useSWRConfig } from 'swr';
import type { ProjectPermissions } from '../../../../../services/contracts/project';
import { PROJECT_PATH, PROJECTS_PATH, type Project } from '../../../lib/api/projects';
import { type EditConflict, editConflictOf } from '../../../lib/edit-conflict';
import { updateProjectBoard } from '../api/update-project-board';

type ProjectAnswer = { project: Project; permissions: ProjectPermissions };

const FAILED = 'Lo sentimos, ha ocurrido un error inesperado. Por favor inténtalo nuevamente.';

/**
 * View and edit modes of a project's status board; `draft` is null while viewing. The board is
 * saved on the project's version when editing began: another's board saved meanwhile is a
 * conflict for the person to settle (theirs or the other's), never silently overwritten.
 */
export function useStatusBoard(project: Project) {
  const { mutate } = useSWRConfig();
  const [draft, setDraft] = useState<string | null>(null);
  const [openedVersion, setOpenedVersion] = useState(project.version);
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [conflict, setConflict] = useState<EditConflict | null>(null);

  const edit = () => {
    setDraft(project.status_board.status_board);
    setOpenedVersion(project.version);
    setError(null);
  };
  const cancel = () => {
    setDraft(null);
    setError(null);
    setConflict(null);
  };
  const save = async (version = openedVersion) => {
    if (draft === null) return;
    setSaving(true);
    setError(null);
    setConflict(null);
    try {
      const answer = await updateProjectBoard(project.id, draft, version);
      // The answer carries the new board: show it now rather than after a refetch.
      await mutate<ProjectAnswer>(
        [PROJECT_PATH, project.id],
        (current) => current && { ...current, project: answer.project },
        { revalidate: false },
      );
      void mutate([PROJECTS_PATH]);
      setDraft(null);
    } catch (failure) {
      const refused = editConflictOf(failure);
      setConflict(refused);
      if (!refused) setError(failure instanceof Error ? failure.message : FAILED);
    } finally {
      setSaving(false);
    }
  };

  /** The other person's board into the editor, now the version being edited. */
  const takeTheirs = (refused: EditConflict) => {
    setDraft(typeof refused.current.status_board === 'string' ? refused.current.status_board : '');
    setOpenedVersion(refused.version);
    setConflict(null);
  };

  return {
    board: project.status_board.status_board,
    draft,
    setDraft,
    editing: draft !== null,
    saving,
    error,
    conflict,
    edit,
    cancel,
    save,
    takeTheirs,
  };
}
