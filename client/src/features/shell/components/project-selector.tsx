import { FormControl, Select } from '@primer/react';
import type { Project } from '../../../lib/api/projects';

interface ProjectSelectorProps {
  projects: Project[] | undefined;
  projectId: string | null;
  onSelect: (projectId: string) => void;
}

/** 'Seleccione Proyecto': the active project of the whole app (spec 2.6). */
export function ProjectSelector({ projects, projectId, onSelect }: ProjectSelectorProps) {
  const empty = projects?.length === 0;
  return (
    <FormControl disabled={!projects || empty}>
      <FormControl.Label>Seleccione Proyecto</FormControl.Label>
      <Select block value={projectId ?? ''} onChange={(event) => onSelect(event.target.value)}>
        {!projects && <Select.Option value="">Cargando proyectos</Select.Option>}
        {empty && <Select.Option value="">No hay proyectos asociados a tu cuenta</Select.Option>}
        {projects?.map((project) => (
          <Select.Option key={project.id} value={project.id}>
            {project.name}
          </Select.Option>
        ))}
      </Select>
      <FormControl.Caption>Cambia el proyecto activo en toda la aplicación.</FormControl.Caption>
    </FormControl>
  );
}
