import { Inject, Injectable } from '@nestjs/common';
import { ArrayMaxSize, ArrayMinSize, IsArray, IsBoolean, IsOptional, IsString, MaxLength } from 'class-validator';
import { USERS, type UserDocument } from '../../projections/users/user-directory.projection';
import type { ItemSendingAnswer } from '../contracts/item-answers';
import { FileLinks, SHARED_LINK_SECONDS } from '../files/file-links';
import { type CopiedItem, ItemMails } from '../mail/item-mails';
import type { Actor } from '../platform/commands/actor';
import type { CommandsOf } from '../platform/commands/aggregate-commands';
import type { AddressedCommand } from '../platform/commands/handle-command';
import type { AppConfig } from '../platform/config/config';
import { invalidValue } from '../platform/domain-error';
import type { StoredEvent } from '../platform/event-store/event-store.port';
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
const sentRecipients = (form: SendByEmailFields): CopyRecipient[] =>
  form.emails.map(({ email, name }) => ({ email, name: name ?? '' }));

/** The recipients a recorded sending names (every item's sent event carries `recipients`). */
const recordedRecipients = (events: readonly StoredEvent[]): CopyRecipient[] =>
  events.flatMap((event) => (event.data as { recipients?: CopyRecipient[] }).recipients ?? []);

const nobodyReached = (addresses: readonly string[]) =>
  invalidValue(
    'mail.refused',
    `No se pudo enviar el correo a ${addresses.join(', ')}: el servidor de correo no lo aceptó. No se registró el envío; revisa las direcciones o inténtalo más tarde.`,
    'emails',
  );

/** An item as its detail answers it, with the files 'Adjuntar archivos' would send. */
interface SentItem extends CopiedItem {
  attachments: ReadonlyArray<{ file: { id: string; name: string } }>;
}

/** How a type records its sending: its door and its command for the recipients the mail reached. */
export interface SendingRecord<C> {
  commands: CommandsOf<C>;
  request: (recipients: CopyRecipient[]) => AddressedCommand<C>;
}

/**
 * 'Enviar por correo': the item, the sender's message and, when asked, its files as links that work
 * for 7 days. A link is the sender's: their right to the file is checked again when it is opened.
 * The type's decider decides first (who may send, never a private task); then the mails go, and
 * only the recipients the mail server took are recorded: a send nobody received is refused with
 * nothing recorded (docs/decisions.md, 'Un envío por correo se registra cuando salió').
 */
@Injectable()
export class ItemSender {
  constructor(
    @Inject(READ_STORE) private readonly reads: ReadStore,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly links: FileLinks,
    private readonly mails: ItemMails,
  ) {}

  async send<C>(
    kind: 'task' | 'rdi' | 'additional',
    item: SentItem,
    actor: Actor,
    form: SendByEmailFields,
    state: SentItemState,
    record: SendingRecord<C>,
  ): Promise<ItemSendingAnswer> {
    const asked = sentRecipients(form);
    const request = record.request(asked);
    // A repeated request went out the first time: it answers what was recorded and sends nothing.
    if (request.context.repeat) {
      const recorded = recordedRecipients((await record.commands.execute(request)).events);
      return { not_sent: notIn(asked, recorded) };
    }
    await record.commands.check(request);
    const refused = await this.mails.send(kind, item, {
      sender: (await this.reads.collection<UserDocument>(USERS).get(actor.id))?.name ?? '',
      recipients: asked,
      message: form.message ?? '',
      attachments: this.attachments(item, actor, form),
      state,
      linkDays: SHARED_LINK_SECONDS / (24 * 3600),
    });
    const reached = asked.filter(({ email }) => !refused.includes(email));
    if (reached.length === 0) throw nobodyReached(refused);
    await record.commands.execute(record.request(reached));
    return { not_sent: notIn(asked, reached) };
  }

  private attachments(item: SentItem, actor: Actor, form: SendByEmailFields) {
    if (!form.attach_files) return [];
    return item.attachments.map(({ file }) => ({
      name: file.name,
      url: `${this.config.publicUrl}${this.links.file({ file_id: file.id, user_id: actor.id, download: '1' }, file.name, SHARED_LINK_SECONDS)}`,
    }));
  }
}

const notIn = (asked: readonly CopyRecipient[], reached: readonly CopyRecipient[]) =>
  asked.filter(({ email }) => !reached.some((recipient) => recipient.email === email)).map(({ email }) => email);
