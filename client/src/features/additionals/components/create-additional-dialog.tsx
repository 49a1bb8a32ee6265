import { Banner, Button, Checkbox, FormControl } from '@primer/react';
import { useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import type { CurrencyId } from '../../../../../services/contracts/money';
import { AttachmentsPicker } from '../../../components/attachments-picker';
import { CreateItemDialog } from '../../../components/create-item-dialog';
import { DescriptionField } from '../../../components/description-field';
import { CopyToField, SpecialtiesField } from '../../../components/draft-fields';
import styles from '../../../components/items.module.css';
import { ReminderDays } from '../../../components/reminder-days';
import { SimilarItems } from '../../../components/similar-items';
import { TextField } from '../../../components/text-field';
import { useProjectMembers } from '../../../lib/api/project-members';
import { useUserDetails } from '../../../lib/api/user-details';
import { newCommandId } from '../../../lib/command-id';
import { ADDITIONALS_ROUTE, rdiLink, taskLink } from '../../../lib/item-links';
import { CREATE_COUNTDOWN_S, REQUIRED } from '../../../lib/item-rules';
import { MINIMIZED_TYPE, useMinimizedItems } from '../../../lib/minimized-items';
import { useSelectedProjectAccess } from '../../../lib/selected-project-access';
import { showToast } from '../../../lib/toasts';
import { enqueueUploads } from '../../../lib/uploads/upload-queue';
import { splitByInlineLimit } from '../../../lib/uploads/upload-rules';
import { useCountdown } from '../../../lib/use-countdown';
import { type FieldErrors, failureMessage, useForm } from '../../../lib/use-form';
import { type AdditionalDraft, additionalDraftTitle, emptyAdditionalDraft } from '../additional-draft';
import { TYPE_OPTIONS } from '../additional-rules';
import { createAdditional } from '../api/additional-commands';
import { useLastAdditionalData } from '../api/additional-queries';
import { costErrors } from '../cost-validation';
import { CostFields } from './cost-fields';

/** Upload type 5: an additional's file (spec 3, upload types). */
const ADDITIONAL_UPLOAD_TYPE = 5;
const LAST_DATA_FAILED =
  'Hubo un error al obtener la información del último adicional creado. De todas formas podrás crearlo sin problemas.';

/** Spec 5: code, specialties, title, currency and the three costs are required. */
function validate(draft: AdditionalDraft): FieldErrors<AdditionalDraft> {
  const errors: FieldErrors<AdditionalDraft> = { ...costErrors(draft) };
  if (!draft.code.trim()) errors.code = REQUIRED;
  if (!draft.title.trim()) errors.title = REQUIRED;
  if (draft.specialtyIds.length === 0) errors.specialtyIds = REQUIRED;
  return errors;
}

/** A form set aside in the minimized-items bar, to reopen as it was left. */
export interface RestoredAdditionalForm {
  draft: AdditionalDraft;
  files: File[];
}

interface CreateAdditionalDialogProps {
  projectId: string;
  restored?: RestoredAdditionalForm | undefined;
  onClose: () => void;
  onOpenAdditional: (additionalId: string) => void;
}

/** The project's currency (spec 3: the creation form's default), UF when it has none. */
function useProjectCurrency(): CurrencyId {
  const { project } = useSelectedProjectAccess();
  return project?.details.currency.id === 1 ? 1 : 2;
}

/** 'Nuevo Adicional' (spec 2 and 3), sent after the 7-second cancel window. */
export function CreateAdditionalDialog({
  projectId,
  restored,
  onClose,
  onOpenAdditional,
}: CreateAdditionalDialogProps) {
  const { project } = useSelectedProjectAccess();
  const { user } = useUserDetails();
  const members = useProjectMembers(projectId);
  const currency = useProjectCurrency();
  const { last, suggestedCode, error: lastError } = useLastAdditionalData(projectId);
  const { minimize } = useMinimizedItems();
  const [, navigate] = useLocation();
  const form = useForm<AdditionalDraft>(restored?.draft ?? emptyAdditionalDraft(currency), validate);
  const draft = form.values;
  const { set } = form;
  const [files, setFiles] = useState<File[]>(restored?.files ?? []);
  const [sending, setSending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [commandId] = useState(newCommandId);
  const specialties = (project?.specialties ?? []).map((specialty, index) => ({ id: index + 1, name: specialty.name }));

  // Spec 4: the suggested code fills the empty code of a new form once the last additional is known.
  const suggested = useRef(Boolean(restored));
  useEffect(() => {
    if (!suggestedCode || suggested.current) return;
    suggested.current = true;
    if (!draft.code) set('code', suggestedCode);
  }, [suggestedCode, draft.code, set]);

  const send = async () => {
    setSending(true);
    setFailure(null);
    const { inline, queued } = splitByInlineLimit(files);
    try {
      const created = await createAdditional(
        {
          projectId,
          title: draft.title,
          type: draft.type,
          code: draft.code,
          description: draft.description,
          specialtyIds: draft.specialtyIds,
          copyTo: members
            .filter((member) => draft.copyTo.includes(member.id))
            .map((member) => ({ email: member.email, name: member.name })),
          // Validation guarantees a currency was chosen.
          currencyId: draft.currencyId || currency,
          directCost: draft.directCost,
          generalExpenses: draft.generalExpenses,
          utility: draft.utility,
          attachFiles: files.length > 0 && draft.attachFiles,
          reminderDays: draft.reminderDays,
          reminderRepeatable: draft.reminderDays.length > 0 && draft.reminderRepeatable,
        },
        inline,
        commandId,
      );
      const additionalId = created.additional.id;
      if (queued.length)
        enqueueUploads(queued, {
          type: ADDITIONAL_UPLOAD_TYPE,
          payload: { additional_id: additionalId, project_id: projectId },
        });
      showToast({
        variant: 'success',
        title: `Se ha creado el Adicional ${created.additional.code}`,
        text: queued.length ? ' Hay algunos archivos que se están cargando.' : '',
        action: { text: 'Haz click aquí para visualizarla.', run: () => onOpenAdditional(additionalId) },
      });
      onClose();
    } catch (error) {
      setFailure(failureMessage(error));
      setSending(false);
    }
  };
  const countdown = useCountdown(CREATE_COUNTDOWN_S, () => void send());

  const confirm = () => countdown.toggle(() => void form.submit(async () => countdown.start()));

  /** Spec 3, minimise: the form and its files go to the minimized-items bar. */
  const minimizeForm = () => {
    countdown.cancel();
    minimize(
      {
        type: MINIMIZED_TYPE.additionalDraft,
        title: additionalDraftTitle(draft.title),
        projectId,
        route: ADDITIONALS_ROUTE,
        data: draft,
      },
      files,
    );
    onClose();
  };

  return (
    <CreateItemDialog
      title="Nuevo Adicional"
      issuer={user?.name ?? ''}
      project={project?.name ?? ''}
      sending={sending}
      countdown={countdown}
      failure={failure}
      onConfirm={confirm}
      onMinimize={minimizeForm}
      onClose={onClose}
    >
      {lastError && <Banner variant="warning" title="Error" description={LAST_DATA_FAILED} />}
      <p className={styles.label}>Adicional Nº {(last?.number ?? 0) + 1}</p>
      <fieldset className={styles.section}>
        <legend className={styles.label}>Tipo de Adicional</legend>
        <div className={styles.row}>
          {TYPE_OPTIONS.map((type) => (
            <Button
              key={type.id}
              aria-pressed={draft.type === type.id}
              variant={draft.type === type.id ? 'primary' : 'default'}
              onClick={() => set('type', type.id)}
            >
              {type.name}
            </Button>
          ))}
        </div>
      </fieldset>
      <TextField
        form={form}
        field="code"
        label="Código"
        required
        maxLength={50}
        caption={suggestedCode ? `Código sugerido: ${suggestedCode}` : undefined}
      />
      <SpecialtiesField form={form} specialties={specialties} />
      <ReminderDays
        label="Recordar Semanalmente"
        days={draft.reminderDays}
        repeatable={draft.reminderRepeatable}
        onChange={(days, repeatable) => {
          set('reminderDays', days);
          set('reminderRepeatable', repeatable);
        }}
      />
      <CopyToField form={form} members={members} />
      <CostFields form={form} />
      <TextField form={form} field="title" label="Título" required maxLength={200} />
      <SimilarItems
        projectId={projectId}
        title={draft.title}
        asChip
        onOpen={(kind, id) => {
          // The similar item opens on its own screen; this form waits in the minimized-items bar.
          minimizeForm();
          navigate(kind === 'rdis' ? rdiLink(id) : taskLink(id));
        }}
      />
      <DescriptionField
        value={draft.description}
        onChange={(value) => set('description', value)}
        placeholder="Describe el adicional. Puedes usar títulos, negrita, listas y enlaces."
        error={form.errorOf('description')}
        required={false}
      />
      <AttachmentsPicker label="Archivos" files={files} onChange={setFiles} />
      {/* Spec 5: 'send attachments' is enabled only while at least one file is attached. */}
      <FormControl disabled={files.length === 0}>
        <Checkbox
          checked={files.length > 0 && draft.attachFiles}
          onChange={(event) => set('attachFiles', event.target.checked)}
        />
        <FormControl.Label>Adjuntar archivos en el correo</FormControl.Label>
      </FormControl>
    </CreateItemDialog>
  );
}
