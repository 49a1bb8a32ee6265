import type { PaymentStatusTable } from '../../../../../services/contracts/additional-answers';
import { searchEverywhere } from '../../../lib/api/similar-items';
import { post } from '../../../lib/http';
import type { EntryReference, ReferencedItemType } from '../site-book-types';

/** Every additional status (1–4): a folio may refer to a closed one too. */
const EVERY_STATUS = [1, 2, 3, 4];

const matches = (words: string, ...texts: string[]) => {
  const wanted = words.trim().toLocaleLowerCase('es');
  return !wanted || texts.some((text) => text.toLocaleLowerCase('es').includes(wanted));
};

/** The first page of the project's additionals with their Estados de Pago (the additionals' 'Tabla Informativa'). */
const additionalsTable = (projectId: string) =>
  post<PaymentStatusTable>('/additionals/listPaymentStatus', {
    project_id: projectId,
    page: 1,
    statuses: EVERY_STATUS,
  });

/**
 * Items of the project a folio may refer to, by the words typed: tasks and RDI through the global
 * search (number and title), additionals and their Estados de Pago from the first page of the
 * additionals' table. The labels are only for the form: the saved entry carries the server's.
 */
export async function searchReferences(
  projectId: string,
  type: ReferencedItemType,
  words: string,
): Promise<EntryReference[]> {
  if (type === 'task' || type === 'rdi') {
    if (!words.trim()) return [];
    const found = await searchEverywhere(projectId, words.trim());
    const [items, noun] = type === 'task' ? [found.tasks, 'Tarea'] : [found.rdis, 'RDI'];
    return items.map((item) => ({
      item_type: type,
      item_id: item.id,
      label: `${noun} Nº ${item.number}: ${item.title}`,
    }));
  }
  const table = await additionalsTable(projectId);
  if (type === 'additional')
    return table.additional
      .filter((row) => matches(words, String(row.number), row.title))
      .map((row) => ({ item_type: type, item_id: row.id, label: `Adicional Nº ${row.number}: ${row.title}` }));
  return table.additional.flatMap((row) =>
    (table.agps[row.id] ?? [])
      .map((payment) => ({
        item_type: type,
        item_id: payment.id,
        label: `Estado de Pago Nº ${payment.number} del Adicional Nº ${row.number}`,
      }))
      .filter((reference) => matches(words, reference.label, row.title)),
  );
}
