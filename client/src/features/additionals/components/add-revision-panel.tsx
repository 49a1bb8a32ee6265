import { Button, Checkbox, FormControl } from '@primer/react';
import { useState } from 'react';
import type { AdditionalDetail } from '../../../../../services/contracts/additional-answers';
import { AttachmentsPicker } from '../../../components/attachments-picker';
import { DescriptionField } from '../../../components/description-field';
import { EditConflictNotice } from '../../../components/edit-conflict';
import styles from '../../../components/items.module.css';
import { type EditConflict, editConflictOf } from '../../../lib/edit-conflict';
import { EMPTY_DESCRIPTION } from '../../../lib/item-rules';
import { showToast } from '../../../lib/toasts';
import { enqueueUploads } from '../../../lib/uploads/upload-queue';
import { useCountdown } from '../../../lib/use-countdown';
import { type FieldErrors, useForm } from '../../../lib/use-form';
import { DEFAULT_CURRENCY } from '../additional-rules';
import { addRevision } from '../api/additional-commands';
import { type CostValues, costErrors } from '../cost-validation';
import { CostFields } from './cost-fields';

/** Spec 9: a revision waits 5 seconds before it is sent. */
const REVISION_COUNTDOWN_S = 5;
/** Upload type 6: a revision's file (payload additional_id, additional_revision_id, project_id). */
const REVISION_UPLOAD_TYPE = 6;
const REVISION_FAILED = 'Hubo un error al ingresar la revisión. Por favor intenta nuevamente.';

interface RevisionValues extends CostValues {
  description: string;
  /** Spec 4: the toggles 2 Aceptado and 3 Solicita Cancelar; neither is 1. */
  newStatus: 1 | 2 | 3;
}

/** Spec 5: costs, currency and a description are required. */
function validate(values: RevisionValues): FieldErrors<RevisionValues> {
  const errors: FieldErrors<RevisionValues> = { ...costErrors(values) };
  if (!values.description.trim()) errors.description = EMPTY_DESCRIPTION;
  return errors;
}

/** Spec 3: the form starts from the last revision's figures. */
function initialValues(additional: AdditionalDetail): RevisionValues {
  const last = additional.revisions.at(-1);
  return {
    currencyId: last?.currency_id ?? DEFAULT_CURRENCY,
    directCost: last ? String(last.direct_cost) : '0',
    generalExpenses: last ? String(last.general_expenses) : '0',
    utility: last ? String(last.utility) : '0',
    description: '',
    newStatus: 1,
  };
}

const formatRevision = (_field: string, value: unknown) => `Revisión Nº ${String(value)}`;

/**
 * 'Nueva Revisión' (spec 4, create revision flow): sent after a 5-second cancel window; files follow
 * as type 6. It is written on the revisions the person saw: when someone else added one meanwhile,
 * the person chooses to add theirs anyway or to read the new one first.
 */
export function AddRevisionPanel({ additional, onDone }: { additional: AdditionalDetail; onDone: () => void }) {
  const form = useForm<RevisionValues>(initialValues(additional), validate);
  const { values, set } = form;
  const [files, setFiles] = useState<File[]>([]);
  const [opened] = useState({ version: additional.version, revisions: additional.revisions_count });
  const [conflict, setConflict] = useState<EditConflict | null>(null);
  const sending = form.submitting;

  // Spec 8: a refused revision says so in the spec's words.
  const send = (version = opened.version) =>
    form.submit(
      async (typed, commandId) => {
        setConflict(null);
        let revisionId: string;
        try {
          // Validation guarantees a currency was chosen.
          const revision = { ...typed, currencyId: typed.currencyId || DEFAULT_CURRENCY };
          revisionId = await addRevision(additional.id, revision, version, commandId);
        } catch (error) {
          const refused = editConflictOf(error);
          if (!refused) throw error;
          setConflict(refused);
          return;
        }
        if (files.length)
          enqueueUploads(files, {
            type: REVISION_UPLOAD_TYPE,
            payload: {
              additional_id: additional.id,
              additional_revision_id: revisionId,
              project_id: additional.project.id,
            },
          });
        showToast({ variant: 'success', title: 'Revisión creada', text: 'Revisión ingresada correctamente' });
        onDone();
      },
      () => REVISION_FAILED,
    );
  const countdown = useCountdown(REVISION_COUNTDOWN_S, () => void send());

  const confirm = () =>
    countdown.toggle(() => {
      // Validation first (spec 4, step 1); the window only opens on a valid form.
      if (!form.valid) {
        void form.submit(async () => undefined);
        return;
      }
      countdown.start();
    });

  const toggle = (status: 2 | 3, on: boolean) => set('newStatus', on ? status : 1);
  return (
    <section className={styles.section} aria-label="Nueva Revisión">
      <h3 className={styles.sectionTitle}>
        Nueva Revisión{values.newStatus !== 2 && ` Nº ${additional.revisions_count + 1}`}
      </h3>
      {form.failure && (
        <p role="alert" className={styles.error}>
          {form.failure}
        </p>
      )}
      {conflict && (
        <EditConflictNotice
          conflict={conflict}
          labels={{ revision: 'Última revisión' }}
          mine={{ revision: opened.revisions + 1 }}
          format={formatRevision}
          onKeepMine={() => void send(conflict.version)}
          onTakeTheirs={onDone}
        />
      )}
      <div className={styles.row}>
        {/* Accepting is the ITO's act: the toggle shows only to whom the server lets accept. */}
        {additional.can.accept && (
          <FormControl>
            <Checkbox checked={values.newStatus === 2} onChange={(event) => toggle(2, event.target.checked)} />
            <FormControl.Label>Aceptado</FormControl.Label>
          </FormControl>
        )}
        <FormControl>
          <Checkbox checked={values.newStatus === 3} onChange={(event) => toggle(3, event.target.checked)} />
          <FormControl.Label>Solicita Cancelar</FormControl.Label>
        </FormControl>
      </div>
      <CostFields form={form} />
      <DescriptionField
        value={values.description}
        onChange={(value) => set('description', value)}
        placeholder="Describe la revisión: qué cambia y por qué."
        error={form.errorOf('description')}
      />
      <AttachmentsPicker
        label="Archivos de la revisión"
        files={files}
        onChange={setFiles}
        uploadType={REVISION_UPLOAD_TYPE}
      />
      <div className={styles.row}>
        <Button onClick={onDone} disabled={sending || countdown.running}>
          Cerrar
        </Button>
        <Button variant="primary" onClick={confirm} loading={sending} loadingAnnouncement="Enviando">
          {countdown.running ? `Cancelar (${countdown.left})` : 'Confirmar'}
        </Button>
      </div>
    </section>
  );
}
