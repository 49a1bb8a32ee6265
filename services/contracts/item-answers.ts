/**
 * What the answers of tasks, RDI and additionals share, declared once for the server that
 * builds them and the client that reads them.
 */

/** 1 Estándar, 2 Media, 3 Inmediata. */
export type Priority = 1 | 2 | 3;
/** A seen mark or bell: 0 Alarma, 1 Al día, 2 Atención. */
export type SeenStatus = 0 | 1 | 2;

export interface PersonRef {
  id: string;
  name: string;
}

/** A person as an item's detail names them: name, e-mail and avatar. */
export interface ItemPerson extends PersonRef {
  email: string;
  basic_info: { avatar: string | null };
}

/** A file attached to an item or one of its interactions. */
export interface FileAttachment {
  id: string;
  file: { id: string; name: string; size: number; pathmedia: { path: string; mimetype: string } };
}

/**
 * 'Enviar por correo' of a task, an RDI or an additional: the addresses the mail server refused.
 * The others got the item, and only they are recorded in its Historial.
 */
export interface ItemSendingAnswer {
  not_sent: string[];
}
