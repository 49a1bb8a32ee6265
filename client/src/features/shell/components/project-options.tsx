import { CheckIcon } from '@primer/octicons-react';
import {
  Banner,
  Button,
  Checkbox,
  CheckboxGroup,
  FormControl,
  Heading,
  SegmentedControl,
  Spinner,
} from '@primer/react';
import type { ReactNode } from 'react';
import type { Project } from '../../../lib/api/projects';
import { type ProjectOptionValues, type SaveState, useProjectOptions } from '../hooks/use-project-options';
import styles from './project-drawer.module.css';

const SAVED = 'Se han guardado las opciones del proyecto.';

type Values = ProjectOptionValues;
type Set = (field: keyof Values, value: boolean) => void;

interface BoxProps {
  field: keyof Values;
  label: string;
  values: Values;
  onChange: Set;
}

function OptionBox({ field, label, values, onChange }: BoxProps) {
  return (
    <FormControl>
      <Checkbox checked={values[field]} onChange={(event) => onChange(field, event.target.checked)} />
      <FormControl.Label>{label}</FormControl.Label>
    </FormControl>
  );
}

/** The two close systems, each with what it means (spec 4), said of the one chosen. */
const RDI_SYSTEMS = [
  {
    label: 'Nuevo',
    newSystem: true,
    hint: 'Nuevo: la RDI se cierra con la aprobación de su creador, el Jefe OT y el ITO.',
  },
  {
    label: 'Antiguo',
    newSystem: false,
    hint: "Antiguo: la RDI se cierra con 'Finalizar RDI', por quien tiene el permiso Cerrar RDIs.",
  },
] as const;

function RdiCloseSystem({ values, onChange }: { values: Values; onChange: Set }) {
  return (
    <div className={styles.field} data-testid="rdi-close-system">
      <span className={styles.fieldLabel} id="rdi-close-system-label">
        Sistema de cierre de RDI
      </span>
      <SegmentedControl
        aria-labelledby="rdi-close-system-label"
        fullWidth
        size="small"
        onChange={(index) => onChange('rdiNewSystem', RDI_SYSTEMS[index]?.newSystem ?? values.rdiNewSystem)}
      >
        {RDI_SYSTEMS.map(({ label, newSystem }) => {
          const chosen = values.rdiNewSystem === newSystem;
          // A check marks the choice: the control's shades alone read either way.
          return (
            <SegmentedControl.Button key={label} selected={chosen} leadingVisual={chosen ? CheckIcon : undefined}>
              {label}
            </SegmentedControl.Button>
          );
        })}
      </SegmentedControl>
      <p className={styles.muted} data-testid="rdi-close-system-hint">
        {RDI_SYSTEMS.find(({ newSystem }) => newSystem === values.rdiNewSystem)?.hint}
      </p>
    </div>
  );
}

function SaveMessage({ state }: { state: SaveState }) {
  if (state.status === 'saved')
    return <Banner variant="success" title="Opciones guardadas" description={SAVED} hideTitle />;
  if (state.status === 'failed')
    return <Banner variant="critical" title="Error" description={state.message} hideTitle />;
  return null;
}

interface ProjectOptionsProps {
  project: Project;
  /** Holders of edit_project choose the project's RDI close system (spec 2.6). */
  canChooseRdiSystem: boolean;
}

function OptionsSection({ children }: { children: ReactNode }) {
  return (
    <section className={styles.section} aria-labelledby="project-options-title" data-testid="project-options">
      <Heading as="h3" variant="small" id="project-options-title">
        Opciones del Proyecto
      </Heading>
      {children}
    </section>
  );
}

export function NoProjectOptions() {
  return (
    <OptionsSection>
      <p className={styles.muted}>Selecciona un proyecto para ver y guardar sus opciones.</p>
    </OptionsSection>
  );
}

/** Panel 'Opciones del Proyecto': the user's own options in the project, saved together. */
export function ProjectOptions({ project, canChooseRdiSystem }: ProjectOptionsProps) {
  const { values, loadError, dirty, set, save, state } = useProjectOptions(project, canChooseRdiSystem);
  const saving = state.status === 'saving';
  return (
    <OptionsSection>
      {loadError && <Banner variant="critical" title="Error" description={loadError.message} hideTitle />}
      {!values && !loadError && <Spinner size="small" srText="Cargando opciones del proyecto" />}
      {values && (
        <form
          className={styles.options}
          onSubmit={(event) => {
            event.preventDefault();
            void save();
          }}
        >
          <CheckboxGroup>
            <CheckboxGroup.Label>Notificaciones</CheckboxGroup.Label>
            <OptionBox field="dailyReports" label="Reportes diarios" values={values} onChange={set} />
            <OptionBox field="notificationSound" label="Sonido de notificaciones" values={values} onChange={set} />
          </CheckboxGroup>
          <CheckboxGroup>
            <CheckboxGroup.Label>No quiero recibir email</CheckboxGroup.Label>
            <OptionBox field="avoidRdi" label="RDI" values={values} onChange={set} />
            <OptionBox field="avoidTask" label="Tareas" values={values} onChange={set} />
            <OptionBox field="avoidAdditional" label="Adicionales" values={values} onChange={set} />
          </CheckboxGroup>
          {canChooseRdiSystem && <RdiCloseSystem values={values} onChange={set} />}
          <SaveMessage state={state} />
          <Button
            type="submit"
            variant="primary"
            block
            disabled={!dirty || saving}
            loading={saving}
            loadingAnnouncement="Guardando"
          >
            Guardar Opciones
          </Button>
        </form>
      )}
    </OptionsSection>
  );
}
