import type { RdiResponseStatus } from '../../../../services/contracts/rdi-answers';

/** Spec 9, list types of the RDI screen: 1 create, 2 pending, 3 finished, 4 graphs. */
export type RdiListType = 2 | 3 | 4;
export const CLOSING_QUESTION = (number: number) => `¿Cerrar la RDI Nº ${number}?`;
/** Spec 4: closing without an official response warns so. */
export const NO_OFFICIAL_CLOSING_WARNING =
  'Esta RDI no tiene respuesta oficial: se cerrará sin una respuesta oficial que indique un estado de cierre.';
export const NO_OFFICIAL_APPROVAL = 'No hay respuesta oficial, no se puede modificar estado de finalización';
export const OFFICIAL_WARNING =
  'Esta interacción quedará como la respuesta oficial de la RDI y reiniciará las aprobaciones de cierre.';

/** Spec 2: the responsible filter sends response_status (Jefe OT 2, ITO 1). */
export const RESPONSIBLE_OPTIONS: ReadonlyArray<{ id: RdiResponseStatus; name: string }> = [
  { id: 2, name: 'Jefe OT' },
  { id: 1, name: 'ITO' },
];
