import { useCallback, useState } from 'react';
import { FilteredListing } from '../../../components/filtered-listing';
import { useProjectMembers } from '../../../lib/api/project-members';
import { type MinimizedItem, useRestoreMinimized } from '../../../lib/minimized-items';
import { TaskCard } from '../../tasks/components/task-card';
import { POSIBLE_ADICIONAL } from '../../tasks/task-variants';
import {
  POSSIBLE_ADDITIONALS_PAGE,
  type PossibleAdditionalQuery,
  usePossibleAdditionals,
} from '../api/possible-additional-queries';
import { PossibleAdditionalDetailDialog } from './possible-additional-detail-dialog';

const FIRST_PAGE: PossibleAdditionalQuery = { page: 1, order: 3, creators: [], responsibles: [] };
const ITEM_TYPES = [POSIBLE_ADICIONAL.minimized.item] as const;

/**
 * 'Listado de Posibles' (additionals spec 2): the project's possible additionals, open and finished
 * ('Tarea Finalizada'), filtered by creator and responsible, with the total; a card opens its detail,
 * as does a minimized possible additional picked in the bar.
 */
export function PossibleAdditionalsListing({ projectId }: { projectId: string }) {
  const [query, setQuery] = useState(FIRST_PAGE);
  const [openId, setOpenId] = useState<string | null>(null);
  const { listing, error, isLoading } = usePossibleAdditionals(projectId, query);
  const people = useProjectMembers(projectId).map((user) => ({ id: user.id, name: user.name }));
  const total = listing?.total_tasks ?? 0;

  useRestoreMinimized(
    ITEM_TYPES,
    projectId,
    useCallback((item: MinimizedItem) => {
      const data = item.data as { taskId?: unknown } | null;
      if (typeof data?.taskId === 'string') setOpenId(data.taskId);
    }, []),
  );

  return (
    <>
      <FilteredListing
        query={query}
        onQuery={setQuery}
        filters={[
          { label: 'Creador', options: people, field: 'creators' },
          { label: 'Responsable', options: people, field: 'responsibles' },
        ]}
        noun="posibles adicionales"
        totalLabel="Total de tareas"
        total={total}
        error={error}
        items={listing?.data}
        loading={isLoading}
        pageCount={Math.ceil(total / POSSIBLE_ADDITIONALS_PAGE)}
        renderItem={(task) => <TaskCard task={task} variant={POSIBLE_ADICIONAL} onOpen={() => setOpenId(task.id)} />}
      />
      {openId && <PossibleAdditionalDetailDialog taskId={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
