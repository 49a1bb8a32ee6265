import { Flash, FormControl, Textarea } from '@primer/react';
import { FormDialog } from '../../../components/form-dialog';
import { closeModal, type ModalProps } from '../../../lib/modals';
import { useForm } from '../../../lib/use-form';
import { setProjectStatus } from '../api/set-project-status';

interface ReasonValues {
  reason: string;
}

const validate = ({ reason }: ReasonValues) => ({ reason: reason.trim() ? undefined : 'Campo requerido' });

/**
 * Spec 2.15: closes an open project or reopens a closed one. Persistent, so a half-written
 * reason is not lost to a stray Escape or click outside.
 */
export function CloseProjectDialog({ projectId, projectName, closed }: ModalProps['close-project']) {
  const form = useForm<ReasonValues>({ reason: '' }, validate);
  const error = form.errorOf('reason');

  const confirm = async () => {
    const sent = await form.submit(({ reason }, commandId) =>
      setProjectStatus(projectId, closed, reason.trim(), commandId),
    );
    if (sent) closeModal();
  };

  return (
    <FormDialog
      title={closed ? 'Restaurar Proyecto' : 'Cerrar Proyecto'}
      width="large"
      persistent
      confirmVariant={closed ? 'primary' : 'danger'}
      submitting={form.submitting}
      failure={form.failure}
      dirty={form.dirty}
      attention={form.attention}
      onSubmit={() => void confirm()}
      onCancel={closeModal}
    >
      <Flash variant={closed ? 'default' : 'warning'}>
        {closed
          ? `Al restaurar el proyecto «${projectName}» volverá a aparecer en los listados y selecciones de los usuarios asociados.`
          : `Al cerrar el proyecto «${projectName}» desaparecerá de todos los listados y selecciones de los usuarios asociados. Podrás restaurarlo desde el listado de proyectos cerrados.`}
      </Flash>
      <FormControl required>
        <FormControl.Label>Motivo</FormControl.Label>
        <Textarea
          block
          rows={4}
          value={form.values.reason}
          onChange={(event) => form.set('reason', event.target.value)}
          onBlur={() => form.touch('reason')}
          validationStatus={error ? 'error' : undefined}
          maxLength={2000}
        />
        {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
      </FormControl>
    </FormDialog>
  );
}
