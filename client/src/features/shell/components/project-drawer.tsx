import { XIcon } from '@primer/octicons-react';
import { Dialog, FormControl, Heading, IconButton, Select } from '@primer/react';
import styles from './project-drawer.module.css';
import { SearchBox } from './search-box';

/** The right-hand project panel (spec 2.6): project selection and the project's options. */
interface ProjectDrawerProps {
  /** On phones the header has no room for search, so it moves here (spec 2.6). */
  withSearch: boolean;
  onClose: () => void;
}

export function ProjectDrawer({ withSearch, onClose }: ProjectDrawerProps) {
  return (
    <Dialog
      title="Panel del Proyecto"
      position="right"
      width="350px"
      onClose={onClose}
      renderHeader={({ title, dialogLabelId }) => (
        <Dialog.Header className={styles.header}>
          <Dialog.Title id={dialogLabelId}>{title}</Dialog.Title>
          <IconButton icon={XIcon} aria-label="Cerrar" variant="invisible" onClick={onClose} unsafeDisableTooltip />
        </Dialog.Header>
      )}
    >
      <div className={styles.drawer} data-testid="project-drawer">
        {withSearch && <SearchBox />}
        <section className={styles.section}>
          <FormControl disabled>
            <FormControl.Label>Seleccione Proyecto</FormControl.Label>
            <Select block placeholder="No hay proyectos asociados a tu cuenta">
              <Select.Option value="" disabled>
                No hay proyectos asociados a tu cuenta
              </Select.Option>
            </Select>
            <FormControl.Caption>Cambia el proyecto activo en toda la aplicación.</FormControl.Caption>
          </FormControl>
        </section>
        <section className={styles.section} aria-labelledby="project-options-title">
          <Heading as="h3" variant="small" id="project-options-title">
            Opciones del Proyecto
          </Heading>
          <p className={styles.muted}>Selecciona un proyecto para ver y guardar sus opciones.</p>
        </section>
      </div>
    </Dialog>
  );
}
