import { Label } from '@primer/react';
import type { Revision } from '../../../../../services/contracts/additional-answers';
import { AttachmentList } from '../../../components/attachment-list';
import styles from '../../../components/items.module.css';
import { MediaGallery } from '../../../components/media-gallery';
import { RichText } from '../../../components/rich-text';
import { formatDateTime } from '../../../lib/chile-date';
import { formatMoney } from '../additional-rules';
import own from './additionals.module.css';

/** The costs of a revision and their total, es-CL (spec 2, revision card). */
export function RevisionCosts({
  revision,
}: {
  revision: Pick<Revision, 'currency_id' | 'direct_cost' | 'general_expenses' | 'utility' | 'total_requested'>;
}) {
  const money = (amount: number) => formatMoney(amount, revision.currency_id);
  return (
    <dl className={own.costs}>
      <dt>Costo Directo</dt>
      <dd>{money(revision.direct_cost)}</dd>
      <dt>Gastos Generales</dt>
      <dd>{money(revision.general_expenses)}</dd>
      <dt>Utilidad</dt>
      <dd>{money(revision.utility)}</dd>
      <dt>
        <strong>Total Solicitado</strong>
      </dt>
      <dd>
        <strong>{money(revision.total_requested)}</strong>
      </dd>
    </dl>
  );
}

/** Spec 2, 'Revision card': number, date and time, the first one's chip, its text, costs and files. */
export function RevisionCard({ revision }: { revision: Revision }) {
  return (
    <article className={own.revision} aria-label={`Revisión ${revision.revision}`}>
      <div className={styles.row}>
        <strong>Revisión {revision.revision}</strong>
        <span className={styles.meta}>
          {formatDateTime(revision.created_at)} · {revision.created_by_user.name}
        </span>
        {revision.revision === 1 && <Label variant="accent">Initial Description</Label>}
      </div>
      {revision.description && <RichText source={revision.description} />}
      <RevisionCosts revision={revision} />
      <MediaGallery attachments={revision.attachments} label={`Galería de la revisión ${revision.revision}`} />
      <AttachmentList attachments={revision.attachments} label={`Archivos de la revisión ${revision.revision}`} />
    </article>
  );
}
