import { Heading, NavList } from '@primer/react';
import type { MouseEvent } from 'react';
import { useLocation } from 'wouter';
import type { ProjectCan } from '../../../../../services/contracts/project';
import styles from './project-drawer.module.css';

interface Entry {
  label: string;
  /** The screen's list type (spec 9); 1 opens the screen's create dialog. */
  list: number;
  /** What the person must be allowed in the project (the project's `can`), if anything. */
  needs?: keyof ProjectCan;
}

/** Spec 2.6, section 'Crear': the entries set the list type (`?list=`) of the Tareas, RDI or Adicionales screen. */
const GROUPS: ReadonlyArray<{ title: string; route: string; entries: readonly Entry[] }> = [
  {
    title: 'Tareas',
    route: '/consultas',
    entries: [
      { label: 'Crear Tarea', list: 1, needs: 'create_task' },
      { label: 'Mis Tareas', list: 2 },
      { label: 'Tareas Pendientes', list: 3 },
      { label: 'Tareas Finalizadas', list: 4 },
      { label: 'Tareas por Usuario', list: 5 },
    ],
  },
  {
    title: 'RDI',
    route: '/rdi',
    entries: [
      { label: 'Crear RDI', list: 1, needs: 'create_rdi' },
      { label: 'RDI Pendientes', list: 2 },
      { label: 'RDI Finalizadas', list: 3 },
    ],
  },
  {
    title: 'Adicionales',
    route: '/adicionales',
    entries: [
      { label: 'Crear Adicional', list: 1, needs: 'create_additional' },
      { label: 'Listado de Adicionales', list: 2, needs: 'view_additionals' },
      { label: 'Tabla Informativa', list: 3, needs: 'view_additionals' },
      { label: 'Crear Posible Adicional', list: 6, needs: 'create_possible_additional' },
      { label: 'Posibles Adicionales', list: 4, needs: 'view_additionals' },
    ],
  },
];

/** The drawer's 'Crear' section; the screen reads the list type and drops it from the address. */
export function CreateEntries({ can, onChosen }: { can?: ProjectCan; onChosen: () => void }) {
  const [, navigate] = useLocation();
  const go = (event: MouseEvent, href: string) => {
    event.preventDefault();
    onChosen();
    navigate(href);
  };
  return (
    <section className={styles.section} aria-labelledby="project-create-title">
      <Heading as="h3" variant="small" id="project-create-title">
        Crear
      </Heading>
      {GROUPS.map((group) => (
        <NavList key={group.route} aria-label={group.title}>
          <NavList.Group title={group.title}>
            {group.entries
              .filter((entry) => !entry.needs || Boolean(can?.[entry.needs]))
              .map((entry) => {
                const href = `${group.route}?list=${entry.list}`;
                return (
                  <NavList.Item key={entry.list} href={href} onClick={(event) => go(event, href)}>
                    {entry.label}
                  </NavList.Item>
                );
              })}
          </NavList.Group>
        </NavList>
      ))}
    </section>
  );
}
