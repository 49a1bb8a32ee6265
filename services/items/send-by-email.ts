import { Inject, Injectable } from '@nestjs/common';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import { FileLinks, SHARED_LINK_SECONDS } from '../files/file-links';
import { type CopiedItem, ItemMails } from '../mail/item-mails';
import type { Actor } from '../platform/commands/actor';
import type { AppConfig } from '../platform/config/config';
import { BooleanField } from '../platform/http/form-fields';
import { APP_CONFIG } from '../platform/platform.providers';
import { READ_STORE, type ReadStore } from '../platform/read-store/read-store.port';
import { EachEntry, isRecipient } from './entry-checks';
import type { CopyRecipient } from './item.events';
import type { SentItemState } from './sent-item-state';

const BAD_RECIPIENTS = 'Cada destinatario debe tener un correo válido.';

/** The 'Enviar por correo' dialog of a task, an RDI or an additional (spec: emails, message, attach_files). */
export class SendByEmailFields {
  @IsArray({ message: BAD_RECIPIENTS })
  @ArrayMinSize(1, { message: 'Elige al menos un destinatario.' })
  @ArrayMaxSize(100, { message: 'Puede haber hasta 100 destinatarios.' })
  @EachEntry('recipients', isRecipient, BAD_RECIPIENTS)
  emails!: Array<{ email: string; name?: string }>;

  @IsOptional()
  @IsString({ message: 'Valor no válido' })
  @MaxLength(5_000, { message: 'El mensaje es demasiado largo.' })
  message?: string;

  @IsOptional()
  @IsBoolean({ message: 'Valor no válido' })
  @BooleanField()
  attach_files?: boolean;
}

/** Whom a sending went to, as the item's Historial names them (a typed address has no name). */
export const sentRecipients = (form: SendByEmailFields): CopyRecipient[] =>
  form.emails.map(({ email, name }) => ({ email, name: name ?? '' }));

/** An item as its detail answers it, with the files 'Adjuntar archivos' would send. */
interface SentItem extends CopiedItem {
  attachments: ReadonlyArray<{ file: { id: string; name: string } }>;
}

/**
 * 'Enviar por correo': the item, the sender's message and, when asked, its files as links that work
 * for 7 days. A link is the sender's: their right to the file is checked again when it is opened.
 * The caller has checked that the sender reads the item.
 */
@Injectable()
export class ItemSender {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly links: FileLinks,
    private readonly mails: ItemMails,
  ) {}

  async send(
    kind: 'task' | 'rdi' | 'additional',
    item: SentItem,
    actor: Actor,
    form: SendByEmailFields,
    state: SentItemState,
  ) {
    const sender = await this.reads.collection<UserDocument>(USERS).get(actor.id);
    const attachments = form.attach_files
      ? item.attachments.map(({ file }) => ({
          name: file.name,
          url: `${this.config.publicUrl}${this.links.file({ file_id: file.id, user_id: actor.id, download: '1' }, file.name, SHARED_LINK_SECONDS)}`,
        }))
      : [];
    await this.mails.send(kind, item, {
      sender: sender?.name ?? '',
      recipients: form.emails,
      message: form.message ?? '',
      attachments,
      state,
      linkDays: SHARED_LINK_SECONDS / (24 * 3600),
    });
  }
}
