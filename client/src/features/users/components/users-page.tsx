import { Spinner } from '@primer/react';
import { useCallback, useEffect, useState } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { Pager } from '../../../components/pager';
import { SectionPage } from '../../../components/section-page';
import { USERS_PAGE_SIZE, useProjectUsers } from '../../../lib/api/project-users';
import { can } from '../../../lib/api/projects';
import { useCompanyAccess } from '../../../lib/company-access';
import { useListingView } from '../../../lib/listing-view';
import { useSelectedProjectAccess } from '../../../lib/selected-project-access';
import { RemoveUserButton } from './remove-user-button';
import { UserActions } from './user-actions';
import { UserCard } from './user-card';
import styles from './users-page.module.css';

function Loading() {
  return (
    <div className={styles.state} role="status">
      <Spinner size="medium" srText={null} />
      <span>Cargando usuarios</span>
    </div>
  );
}

/** The page of the list being shown, back to the first when the project changes. */
function usePage(projectId: string | null) {
  const [state, setState] = useState({ projectId, index: 0 });
  const index = state.projectId === projectId ? state.index : 0;
  const setIndex = useCallback((next: number) => setState({ projectId, index: next }), [projectId]);
  return [index, setIndex] as const;
}

function UsersContent() {
  const { project, projects, projectId, permissions } = useSelectedProjectAccess();
  const { isAdministrator } = useCompanyAccess();
  const [view] = useListingView();
  const [requested, setPage] = usePage(projectId);
  const { users, total, error } = useProjectUsers(projectId, requested);
  const pageCount = Math.max(1, Math.ceil(total / USERS_PAGE_SIZE));
  const emptyPage = users?.length === 0 && requested > 0;
  // A removal can empty the last page: step back to the one that still has users.
  useEffect(() => {
    if (emptyPage) setPage(pageCount - 1);
  }, [emptyPage, pageCount, setPage]);

  if (error) return <LoadFailure error={error} />;
  if (projects?.length === 0) return <p className={styles.count}>No hay proyectos asociados a tu cuenta</p>;
  if (!project || !users || emptyPage) return <Loading />;
  if (users.length === 0) return <p className={styles.count}>No hay usuarios en este proyecto</p>;

  const layout = view === 1 ? 'grid' : 'list';
  const canRemove = can(permissions, 'edit_users');
  return (
    <>
      <p className={styles.count}>{total === 1 ? '1 usuario' : `${total} usuarios`}</p>
      <ul className={layout === 'grid' ? styles.grid : styles.list} aria-label="Usuarios del proyecto">
        {users.map((user) => (
          <UserCard
            key={user.id}
            user={user}
            layout={layout}
            actions={<UserActions user={user} permissions={permissions} administrator={isAdministrator} />}
            removal={canRemove && <RemoveUserButton user={user} project={project} />}
          />
        ))}
      </ul>
      {pageCount > 1 && (
        <Pager
          label="Páginas de usuarios"
          page={requested}
          pageCount={pageCount}
          onChange={(page) => {
            setPage(page);
            window.scrollTo({ top: 0 });
          }}
        />
      )}
    </>
  );
}

/** Route '/users': the members of the selected project (spec 2.10). */
export function UsersPage() {
  return (
    <SectionPage title="Usuarios">
      <UsersContent />
    </SectionPage>
  );
}
