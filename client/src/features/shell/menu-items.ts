import {
  ArchiveIcon,
  BookIcon,
  BriefcaseIcon,
  CalendarIcon,
  CommentDiscussionIcon,
  CreditCardIcon,
  DiffAddedIcon,
  FileDirectoryIcon,
  FileMediaIcon,
  HomeIcon,
  type Icon,
  MailIcon,
  PackageIcon,
  PeopleIcon,
  ProjectIcon,
  QuestionIcon,
} from '@primer/octicons-react';

export interface MenuItem {
  label: string;
  icon: Icon;
  /** Without a path the module is listed but cannot be opened yet (spec 2.1). */
  path?: string;
  /** Shown under the item to holders of the company permission status_project only (spec 2.6). */
  subItems?: readonly SubMenuItem[];
  /** Listed for administrators (default_job 1 or 8) only; the server refuses everyone else. */
  adminOnly?: boolean;
}

export interface SubMenuItem {
  label: string;
  icon: Icon;
  path: string;
}

export const MENU_ITEMS: readonly MenuItem[] = [
  { label: 'Panel de Control', icon: HomeIcon, path: '/' },
  {
    label: 'Proyectos',
    icon: ProjectIcon,
    path: '/projects',
    subItems: [{ label: 'Proyectos Cerrados', icon: ArchiveIcon, path: '/closed-projects' }],
  },
  { label: 'Usuarios', icon: PeopleIcon, path: '/users' },
  { label: 'Consultas', icon: CommentDiscussionIcon, path: '/consultas' },
  { label: 'RDI', icon: QuestionIcon, path: '/rdi' },
  { label: 'Adicionales', icon: DiffAddedIcon, path: '/adicionales' },
  { label: 'Planimetría', icon: FileMediaIcon, path: '/planos' },
  { label: 'Libro de Obra', icon: BookIcon, path: '/libro-de-obra' },
  { label: 'Gestión de Documentos', icon: FileDirectoryIcon },
  { label: 'Programa de Compras', icon: CreditCardIcon },
  { label: 'Sub Contratos', icon: BriefcaseIcon },
  { label: 'Bodega', icon: PackageIcon },
  { label: 'Programación', icon: CalendarIcon },
  { label: 'Correo saliente', icon: MailIcon, path: '/correo', adminOnly: true },
];

export const UNAVAILABLE_MODULE = 'Este módulo aún no está habilitado';
