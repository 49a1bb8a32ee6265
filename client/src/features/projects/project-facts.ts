import {
  BriefcaseIcon,
  CalendarIcon,
  CreditCardIcon,
  type Icon,
  LocationIcon,
  PeopleIcon,
  TagIcon,
} from '@primer/octicons-react';
import type { Project } from '../../lib/api/projects';
import { formatDay } from '../../lib/chile-date';
import { formatAmount, formatCount } from '../../lib/format';

type ProjectFactKey = 'type' | 'address' | 'job' | 'members' | 'start' | 'contract';

export interface ProjectFact {
  key: ProjectFactKey;
  /** Read by screen readers before the value; the icon stands for it on screen. */
  label: string;
  value: string;
  icon: Icon;
}

/** What a project card or row tells about a project besides its name, in reading order. */
export function projectFacts(project: Project): ProjectFact[] {
  const { details } = project;
  const facts: Array<ProjectFact | null> = [
    { key: 'type', label: 'Tipo', value: project.type.name, icon: TagIcon },
    project.address ? { key: 'address', label: 'Dirección', value: project.address, icon: LocationIcon } : null,
    project.job_type ? { key: 'job', label: 'Tu cargo', value: project.job_type.name, icon: BriefcaseIcon } : null,
    {
      key: 'members',
      label: 'Integrantes',
      value: formatCount(project.members_count, 'integrante', 'integrantes'),
      icon: PeopleIcon,
    },
    details.start_date
      ? { key: 'start', label: 'Fecha de inicio', value: `Inicio ${formatDay(details.start_date)}`, icon: CalendarIcon }
      : null,
    {
      key: 'contract',
      label: 'Contrato',
      value: `${formatAmount(details.contract_value, details.currency.name)} · ${formatCount(details.total_days, 'día', 'días')}`,
      icon: CreditCardIcon,
    },
  ];
  return facts.filter((fact): fact is ProjectFact => fact !== null);
}
