import { Checkbox, FormControl, Textarea, TextInput } from '@primer/react';
import { useState } from 'react';
import type { ItemSendingAnswer } from '../../../services/contracts/item-answers';
import { useProjectMembers } from '../lib/api/project-members';
import { post } from '../lib/http';
import { showToast } from '../lib/toasts';
import { failureMessage } from '../lib/use-form';
import { FormDialog } from './form-dialog';
import { MultiFilter } from './multi-filter';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** The kinds of item that can be sent, with what the dialog and its toast call each. */
const KINDS = {
  task: { label: 'Tarea/Restricción', noun: 'la tarea', path: '/tasks/sendByEmail', idField: 'task_id' },
  rdi: { label: 'RDI', noun: 'la RDI', path: '/rdi/sendByEmail', idField: 'rdi_id' },
  additional: { label: 'Adicional', noun: 'el adicional', path: '/additionals/sendByEmail', idField: 'additional_id' },
} as const;

export type SentItemKind = keyof typeof KINDS;

interface SendByEmailDialogProps {
  kind: SentItemKind;
  itemId: string;
  projectId: string;
  /** 'Adjuntar archivos' is off and disabled for an item without files. */
  hasFiles: boolean;
  onClose: () => void;
}

/** Typed addresses, separated by commas, spaces or semicolons. */
const typedAddresses = (text: string) =>
  text
    .split(/[\s,;]+/)
    .map((address) => address.trim())
    .filter(Boolean);

/**
 * 'Enviar por correo' (spec: send by e-mail): recipients from the project's users or typed, an
 * optional message, and the item's files as links when asked.
 */
export function SendByEmailDialog({ kind, itemId, projectId, hasFiles, onClose }: SendByEmailDialogProps) {
  const { label, noun, path, idField } = KINDS[kind];
  const members = useProjectMembers(projectId);
  const [chosen, setChosen] = useState<string[]>([]);
  const [typed, setTyped] = useState('');
  const [message, setMessage] = useState('');
  const [attach, setAttach] = useState(hasFiles);
  const [tried, setTried] = useState(false);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const badAddresses = typedAddresses(typed).filter((address) => !EMAIL.test(address));
  const recipients = [
    ...members
      .filter((member) => chosen.includes(member.id))
      .map((member) => ({ email: member.email, name: member.name })),
    ...typedAddresses(typed)
      .filter((address) => EMAIL.test(address))
      .map((email) => ({ email, name: '' })),
  ];
  const recipientsError = tried && recipients.length === 0 ? 'Elige al menos un destinatario.' : null;
  const typedError = badAddresses.length > 0 ? `Correo no válido: ${badAddresses.join(', ')}` : null;

  const send = async () => {
    setTried(true);
    if (recipients.length === 0 || badAddresses.length > 0) return;
    setSending(true);
    setFailure(null);
    try {
      const { not_sent: notSent } = await post<ItemSendingAnswer>(path, {
        [idField]: itemId,
        emails: recipients,
        message,
        attach_files: attach,
      });
      showToast(
        notSent.length === 0
          ? {
              variant: 'success',
              title: `${label} Enviada`,
              text: `Se ha enviado ${noun} por correo a los usuarios ingresados`,
            }
          : {
              variant: 'danger',
              title: 'Envío incompleto',
              text: `Se envió a los demás destinatarios; no se pudo enviar a ${notSent.join(', ')}.`,
            },
      );
      onClose();
    } catch (error) {
      setFailure(failureMessage(error));
      setSending(false);
    }
  };

  return (
    <FormDialog
      title={`Enviar ${label} por correo`}
      width="large"
      onSubmit={() => void send()}
      onCancel={onClose}
      submitting={sending}
      failure={failure}
    >
      <FormControl>
        <FormControl.Label>Destinatarios del proyecto</FormControl.Label>
        <MultiFilter
          label="Elegir destinatarios"
          options={members.map((member) => ({ id: member.id, name: `${member.name} (${member.email})` }))}
          selected={chosen}
          onChange={setChosen}
        />
        {recipientsError && <FormControl.Validation variant="error">{recipientsError}</FormControl.Validation>}
      </FormControl>
      <FormControl>
        <FormControl.Label>Otros correos</FormControl.Label>
        <TextInput
          block
          value={typed}
          placeholder="nombre@empresa.cl, otra@empresa.cl"
          onChange={(event) => setTyped(event.target.value)}
          validationStatus={typedError ? 'error' : undefined}
        />
        {typedError ? (
          <FormControl.Validation variant="error">{typedError}</FormControl.Validation>
        ) : (
          <FormControl.Caption>Separados por comas.</FormControl.Caption>
        )}
      </FormControl>
      <FormControl>
        <FormControl.Label>Mensaje (opcional)</FormControl.Label>
        <Textarea
          block
          rows={4}
          maxLength={5000}
          value={message}
          onChange={(event) => setMessage(event.target.value)}
        />
      </FormControl>
      <FormControl disabled={!hasFiles}>
        <Checkbox checked={attach} onChange={(event) => setAttach(event.target.checked)} />
        <FormControl.Label>Adjuntar archivos</FormControl.Label>
        <FormControl.Caption>
          {hasFiles ? 'Como enlaces que funcionan por 7 días.' : 'No hay archivos que adjuntar.'}
        </FormControl.Caption>
      </FormControl>
    </FormDialog>
  );
}
