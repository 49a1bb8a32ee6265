import { Checkbox } from '@primer/react';
import tables from '../../../components/data-table.module.css';
import { FormDialog } from '../../../components/form-dialog';
import { useJobTypes } from '../../../lib/api/catalogs';
import { useForm } from '../../../lib/use-form';
import { openBook } from '../api/site-book-commands';
import { emptyOpening, openingError, withNotice, withWriter } from '../book-opening';
import { ENTRY_TYPES } from '../site-book-types';

/**
 * 'Abrir Libro de Obra': per job type of the catalog, whether it writes in the book and of which
 * entry types it must take notice.
 */
export function OpenBookDialog({ projectId, onClose }: { projectId: string; onClose: () => void }) {
  const jobTypes = useJobTypes();
  const form = useForm({ opening: emptyOpening() }, ({ opening }) => ({ opening: openingError(opening) }));
  const { opening } = form.values;
  const send = async () => {
    if (
      await form.submit(({ opening: chosen }, commandId) =>
        openBook(projectId, chosen, commandId).then(() => undefined),
      )
    )
      onClose();
  };
  return (
    <FormDialog
      title="Abrir Libro de Obra"
      width="xlarge"
      onSubmit={() => void send()}
      onCancel={onClose}
      submitting={form.submitting}
      failure={form.failure ?? form.errorOf('opening') ?? null}
      attention={form.attention}
      dirty={form.dirty}
      confirmLabel="Abrir Libro de Obra"
    >
      <p>Elige qué cargos escriben en el libro y quiénes deben tomar conocimiento de cada tipo de folio.</p>
      <table className={tables.table}>
        <thead>
          <tr>
            <th scope="col">Cargo</th>
            <th scope="col">Escribe</th>
            {ENTRY_TYPES.map((type) => (
              <th key={type.id} scope="col">
                {type.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {jobTypes.map((jobType) => (
            <tr key={jobType.id}>
              <th scope="row">{jobType.name}</th>
              <td>
                <Checkbox
                  aria-label={`${jobType.name} escribe`}
                  checked={opening.writers.includes(jobType.id)}
                  onChange={(event) => form.set('opening', withWriter(opening, jobType.id, event.target.checked))}
                />
              </td>
              {ENTRY_TYPES.map((type) => (
                <td key={type.id}>
                  <Checkbox
                    aria-label={`${jobType.name} toma conocimiento de ${type.name}`}
                    checked={opening.noticeBy[type.id].includes(jobType.id)}
                    onChange={(event) =>
                      form.set('opening', withNotice(opening, type.id, jobType.id, event.target.checked))
                    }
                  />
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </FormDialog>
  );
}
