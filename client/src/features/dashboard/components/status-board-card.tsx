import { PencilIcon } from '@primer/octicons-react';
import { Banner, Button, IconButton, Spinner } from '@primer/react';
import { lazy, Suspense } from 'react';
import { EditConflictNotice } from '../../../components/edit-conflict';
import { markdownView } from '../../../components/rich-text';
import type { Project } from '../../../lib/api/projects';
import { useLoadedOrLazy } from '../../../lib/preloadable';
import { useStatusBoard } from '../hooks/use-status-board';
import { DashboardCard } from './dashboard-card';
import styles from './status-board.module.css';

// The markdown library is large: only a board with text, or a member who edits it, loads it.
const MarkdownEditor = lazy(() => import('../../../components/markdown-editor'));

const LOADING = <Spinner size="small" srText="Cargando el estado de la obra" />;

interface StatusBoardCardProps {
  project: Project;
  /** Holders of end_rdi edit the board (spec 2.8). */
  canEdit: boolean;
}

/** The project's status board: markdown, shown rendered, and edited in place by those allowed. */
export function StatusBoardCard({ project, canEdit }: StatusBoardCardProps) {
  const board = useStatusBoard(project);
  const MarkdownView = useLoadedOrLazy(markdownView);
  const editButton = canEdit && !board.editing && (
    <IconButton icon={PencilIcon} aria-label="Editar estado de la obra" size="small" onClick={board.edit} />
  );
  return (
    <DashboardCard id="status-board" title="Estado de la Obra" actions={editButton}>
      {board.draft === null ? (
        <Suspense fallback={LOADING}>
          {board.board.trim() ? (
            <MarkdownView source={board.board} data-testid="status-board-view" />
          ) : (
            <p className={styles.empty}>Aún no hay información sobre el estado de la obra.</p>
          )}
        </Suspense>
      ) : (
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void board.save();
          }}
        >
          <Suspense fallback={LOADING}>
            <MarkdownEditor
              value={board.draft}
              onChange={board.setDraft}
              disabled={board.saving}
              label="Estado de la obra"
              placeholder="Escribe el estado de la obra. Puedes usar Markdown: **negrita**, listas, enlaces…"
              autoFocus
            />
          </Suspense>
          {board.error && <Banner variant="critical" title="Error" description={board.error} hideTitle />}
          {board.conflict && (
            <EditConflictNotice
              conflict={board.conflict}
              labels={{ status_board: 'Estado de la obra' }}
              mine={{ status_board: board.draft }}
              onKeepMine={() => board.conflict && void board.save(board.conflict.version)}
              onTakeTheirs={() => board.conflict && board.takeTheirs(board.conflict)}
            />
          )}
          <div className={styles.buttons}>
            <Button onClick={board.cancel} disabled={board.saving}>
              Cancelar
            </Button>
            <Button type="submit" variant="primary" loading={board.saving} loadingAnnouncement="Guardando">
              Actualizar
            </Button>
          </div>
        </form>
      )}
    </DashboardCard>
  );
}
