import { ADDITIONALS_ROUTE, RDI_ROUTE, TASKS_ROUTE } from '../../../lib/item-links';
import { useDashboard, useRdiDashboard } from '../api/get-dashboard';
import { AvanceCard } from './avance-card';
import { ModuleCard } from './module-card';
import styles from './module-card.module.css';

/**
 * The cards Tareas, RDI, Adicionales and Avance (spec 2.8). A module the user may not list has
 * no card; the figures follow every change of the project's items live.
 */
export function ModuleCards({ projectId }: { projectId: string }) {
  const { dashboard, error } = useDashboard(projectId);
  const { rdi, error: rdiError } = useRdiDashboard(projectId);
  return (
    <div className={styles.cards} data-testid="module-cards">
      {dashboard?.tareas !== null && (
        <ModuleCard
          id="tasks-card"
          title="Tareas"
          href={TASKS_ROUTE}
          linkText="Ir a Consultas"
          figures={dashboard?.tareas}
          error={error}
        />
      )}
      {rdi !== null && (
        <ModuleCard id="rdi-card" title="RDI" href={RDI_ROUTE} linkText="Ir a RDI" figures={rdi} error={rdiError} />
      )}
      {dashboard?.adicionales && (
        <ModuleCard
          id="additionals-card"
          title="Adicionales"
          href={ADDITIONALS_ROUTE}
          linkText="Ir a Adicionales"
          figures={dashboard.adicionales}
          error={undefined}
        />
      )}
      {dashboard && <AvanceCard avance={dashboard.avance} />}
    </div>
  );
}
