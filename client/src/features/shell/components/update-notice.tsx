import { Dialog } from '../../../components/dialog';
import { useFirstRunNotice } from '../../../lib/first-run-notice';
import styles from './update-notice.module.css';

/** The one-time notice about the new RDI close system (spec 1). */
export function UpdateNotice() {
  const { pending, dismiss } = useFirstRunNotice();
  if (!pending) return null;
  return (
    <Dialog
      title="Nuevo sistema de cierre de RDI"
      subtitle="Novedades de Faena"
      width="large"
      onClose={dismiss}
      footerButtons={[{ content: 'Entendido', buttonType: 'primary', onClick: dismiss, autoFocus: true }]}
    >
      <div className={styles.body} data-testid="update-notice">
        <p>
          Desde ahora, el cierre de una RDI requiere la aprobación de tres partes: <strong>quien la creó</strong>, el{' '}
          <strong>Jefe OT</strong> y el <strong>ITO</strong>.
        </p>
        <p>
          Los proyectos que se creen a partir de hoy usarán este nuevo sistema; los proyectos existentes mantienen el
          sistema anterior.
        </p>
        <p>
          Cualquier proyecto puede cambiar de un sistema a otro en <strong>Opciones del Proyecto</strong>, dentro del
          panel lateral del proyecto.
        </p>
      </div>
    </Dialog>
  );
}
