import { TaskDetailDialog } from '../../tasks/components/task-detail-dialog';
import { POSIBLE_ADICIONAL } from '../../tasks/task-variants';

/**
 * The Possible Additional detail dialog (additionals spec 2): the task's detail, read by
 * getAdditionalLikely, with 'Cargando Posible Adicional', 'Enviar a RDI', the reply editor and
 * 'Finalizar Posible Adicional'; replies, participants, checklist and closing are the task's calls.
 */
export function PossibleAdditionalDetailDialog({ taskId, onClose }: { taskId: string; onClose: () => void }) {
  return <TaskDetailDialog taskId={taskId} variant={POSIBLE_ADICIONAL} onClose={onClose} />;
}
