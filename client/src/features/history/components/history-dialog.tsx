import { Dialog } from '../../../components/dialog';
import { HistoryTab, type HistoryTabProps } from './history-tab';

/** The 'Historial' of an item that has no detail dialog of its own (a project, a user). */
export function HistoryDialog({ title, onClose, ...item }: HistoryTabProps & { title: string; onClose: () => void }) {
  return (
    <Dialog title={title} width="xlarge" onClose={onClose}>
      <HistoryTab {...item} />
    </Dialog>
  );
}
