import { Banner } from '@primer/react';
import { useCallback, useState } from 'react';
import { ItemListing, ListingHeader } from '../../../components/item-card-parts';
import { MultiFilter } from '../../../components/multi-filter';
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
  const change = (next: Partial<PossibleAdditionalQuery>) => setQuery({ ...query, page: 1, ...next });
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
      <ListingHeader
        order={query.order}
        onOrder={(order) => change({ order })}
        filters={
          <>
            <MultiFilter
              label="Creador"
              options={people}
              selected={query.creators}
              onChange={(creators) => change({ creators })}
            />
            <MultiFilter
              label="Responsable"
              options={people}
              selected={query.responsibles}
              onChange={(responsibles) => change({ responsibles })}
            />
          </>
        }
        totalLabel="Total de tareas"
        total={total}
        totalSpoken={`${total} posibles adicionales`}
      />
      {error && <Banner variant="critical" title="Error" description={error.message} hideTitle />}
      <ItemListing
        items={listing?.data}
        loading={isLoading}
        loadingLabel="Cargando posibles adicionales"
        listLabel="Posibles adicionales del proyecto"
        pagesLabel="Páginas de posibles adicionales"
        emptyText="No hay posibles adicionales."
        page={query.page}
        pageCount={Math.ceil(total / POSSIBLE_ADDITIONALS_PAGE)}
        onPage={(page) => setQuery({ ...query, page })}
        renderItem={(task) => <TaskCard task={task} variant={POSIBLE_ADICIONAL} onOpen={() => setOpenId(task.id)} />}
      />
      {openId && <PossibleAdditionalDetailDialog taskId={openId} onClose={() => setOpenId(null)} />}
    </>
  );
}
