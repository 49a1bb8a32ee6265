import { Banner, Button } from '@primer/react';
import { useEffect, useRef } from 'react';
import { useLocation } from 'wouter';
import type { CurrencyId } from '../../../../../services/contracts/money';
import { CreateItemDialog } from '../../../components/create-item-dialog';
import {
  CopyToField,
  DraftDescriptionField,
  FilesField,
  ReminderField,
  SpecialtiesField,
} from '../../../components/draft-fields';
import styles from '../../../components/items.module.css';
import { SimilarItems } from '../../../components/similar-items';
import { TextField } from '../../../components/text-field';
import { copyRecipients, useProjectMembers } from '../../../lib/api/project-members';
import { ADDITIONALS_ROUTE, rdiLink, taskLink } from '../../../lib/item-links';
import { REQUIRED } from '../../../lib/item-rules';
import { MINIMIZED_TYPE } from '../../../lib/minimized-items';
import { useSelectedProjectAccess } from '../../../lib/selected-project-access';
import { showCreatedToast } from '../../../lib/toasts';
import { type FieldErrors, useForm } from '../../../lib/use-form';
import { type MinimizedForm, useItemCreation } from '../../../lib/use-item-creation';
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

export type RestoredAdditionalForm = MinimizedForm<AdditionalDraft>;

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
  const members = useProjectMembers(projectId);
  const currency = useProjectCurrency();
  const { last, suggestedCode, error: lastError } = useLastAdditionalData(projectId);
  const [, navigate] = useLocation();
  const form = useForm<AdditionalDraft>(restored?.draft ?? emptyAdditionalDraft(currency), validate);
  const draft = form.values;
  const { set } = form;

  // Spec 4: the suggested code fills the empty code of a new form once the last additional is known.
  const suggested = useRef(Boolean(restored));
  useEffect(() => {
    if (!suggestedCode || suggested.current) return;
    suggested.current = true;
    if (!draft.code) set('code', suggestedCode);
  }, [suggestedCode, draft.code, set]);

  const creation = useItemCreation({
    form,
    restoredFiles: restored?.files,
    create: ({ inline, attached, commandId }) =>
      createAdditional(
        {
          projectId,
          title: draft.title,
          type: draft.type,
          code: draft.code,
          description: draft.description,
          specialtyIds: draft.specialtyIds,
          copyTo: copyRecipients(members, draft.copyTo),
          // Validation guarantees a currency was chosen.
          currencyId: draft.currencyId || currency,
          directCost: draft.directCost,
          generalExpenses: draft.generalExpenses,
          utility: draft.utility,
          attachFiles: attached && draft.attachFiles,
          reminderDays: draft.reminderDays,
          reminderRepeatable: draft.reminderDays.length > 0 && draft.reminderRepeatable,
        },
        inline,
        commandId,
      ),
    uploadTarget: ({ additional }) => ({
      type: ADDITIONAL_UPLOAD_TYPE,
      payload: { additional_id: additional.id, project_id: projectId },
    }),
    onCreated: ({ additional }, uploading) => {
      showCreatedToast(
        `Se ha creado el Adicional ${additional.code}`,
        uploading ? ' Hay algunos archivos que se están cargando.' : '',
        () => onOpenAdditional(additional.id),
      );
      onClose();
    },
    minimized: {
      type: MINIMIZED_TYPE.additionalDraft,
      title: additionalDraftTitle(draft.title),
      projectId,
      route: ADDITIONALS_ROUTE,
    },
    onClose,
  });

  return (
    <CreateItemDialog title="Nuevo Adicional" {...creation.dialog}>
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
      <SpecialtiesField form={form} />
      <ReminderField form={form} label="Recordar Semanalmente" />
      <CopyToField form={form} members={members} />
      <CostFields form={form} />
      <TextField form={form} field="title" label="Título" required maxLength={200} />
      <SimilarItems
        projectId={projectId}
        title={draft.title}
        asChip
        onOpen={(kind, id) => {
          // The similar item opens on its own screen; this form waits in the minimized-items bar.
          creation.minimizeForm();
          navigate(kind === 'rdis' ? rdiLink(id) : taskLink(id));
        }}
      />
      <DraftDescriptionField
        form={form}
        placeholder="Describe el adicional. Puedes usar títulos, negrita, listas y enlaces."
        required={false}
      />
      <FilesField
        files={creation.files}
        onChange={creation.setFiles}
        uploadType={ADDITIONAL_UPLOAD_TYPE}
        mailOption={form}
      />
    </CreateItemDialog>
  );
}
