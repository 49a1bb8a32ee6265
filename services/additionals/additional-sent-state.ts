import type { AdditionalDetail } from '../contracts/additional-answers';
import { priority } from '../items/item-history-texts';
import { names, printedDay, printedFacts, printedTime } from '../items/printed-item';
import type { SentItemState } from '../items/sent-item-state';

/** An additional as 'Enviar por correo' tells it: its state, kind, code, specialties and dates (its revisions' files go as links). */
export const additionalSentState = (additional: AdditionalDetail): SentItemState => ({
  facts: printedFacts([
    ['Estado', additional.statustext],
    ['Tipo', additional.type.name],
    ['Código', additional.code],
    ['Especialidades', names(additional.specialties)],
    ['Prioridad', priority(additional.priority)],
    ['Creado por', additional.created_by_user.name],
    ['Fecha de creación', printedTime(additional.created_at)],
    ['Fecha crítica', printedDay(additional.critical_date)],
  ]),
  interactions: [],
});
