import { newCommandId } from './command-id';
import { openModal } from './modals';
import { showErrorToast, showToast } from './toasts';
import { failureMessage } from './use-form';

/** How the deletion's words name the item: 'la tarea', 'la RDI', 'el Adicional'. */
export interface ItemNoun {
  article: 'la' | 'el';
  noun: string;
}

/**
 * 'Eliminar' of an item's detail: asked first ('¿Eliminar la tarea Nº 3?'); once the server deleted
 * it, a toast ('Tarea eliminada') and `onDeleted`.
 */
export function confirmItemDeletion(
  { article, noun }: ItemNoun,
  item: { id: string; number: number },
  remove: (itemId: string, commandId: string) => Promise<unknown>,
  onDeleted: () => void,
) {
  const named = `${article} ${noun} Nº ${item.number}`;
  const deleted = `${noun.charAt(0).toUpperCase()}${noun.slice(1)} ${article === 'la' ? 'eliminada' : 'eliminado'}`;
  openModal('confirm', {
    title: `Eliminar ${noun}`,
    lines: [`¿Eliminar ${named}?`],
    onAccept: () =>
      void remove(item.id, newCommandId())
        .then(() => {
          showToast({ variant: 'success', title: deleted, text: `Se eliminó ${named}.` });
          onDeleted();
        })
        .catch((error: unknown) => showErrorToast(failureMessage(error))),
  });
}
