import { PencilIcon, SearchIcon, TrashIcon } from '@primer/octicons-react';
import { Button, Label, TextInput } from '@primer/react';
import { type ElementType, useState } from 'react';
import type { FileAttachment } from '../../../services/contracts/item-answers';
import { formatDateTime } from '../lib/chile-date';
import { plainText } from '../lib/item-rules';
import { AttachmentList, DownloadAll } from './attachment-list';
import styles from './items.module.css';
import { MediaGallery } from './media-gallery';
import { RichText } from './rich-text';

/** An interaction of a task or an RDI, as its detail answers it. */
export interface ItemInteraction {
  id: string;
  user: { name: string };
  message: string;
  is_response: boolean;
  created_at: string;
  attachments: readonly FileAttachment[];
  /** 'Visto por' (tasks). */
  seen_by?: ReadonlyArray<{ name: string }>;
}

interface ItemPartsProps {
  /** 'de la tarea', 'de la RDI': how the labels name the item. */
  ofItem: string;
  attachments: readonly FileAttachment[];
  interactions: readonly ItemInteraction[];
}

/** The item's own files (gallery and list) and 'Descargar Todo' over its files and its replies'. */
export function ItemAttachments({ ofItem, attachments, interactions }: ItemPartsProps) {
  const allFiles = [...attachments, ...interactions.flatMap((interaction) => interaction.attachments)];
  return (
    <section className={styles.section} aria-label="Adjuntos">
      <h3 className={styles.sectionTitle}>Adjuntos</h3>
      {allFiles.length === 0 && <p className={styles.empty}>No hay adjuntos</p>}
      <MediaGallery attachments={attachments} label={`Galería ${ofItem}`} />
      <AttachmentList attachments={attachments} label={`Adjuntos ${ofItem}`} />
      <DownloadAll files={allFiles} />
    </section>
  );
}

/** The interactions, searchable by author and text, each with its files and 'Visto por'. */
export function ItemInteractions({ interactions }: { interactions: readonly ItemInteraction[] }) {
  const [search, setSearch] = useState('');
  const searched = search.trim().toLocaleLowerCase('es');
  const shown = searched
    ? interactions.filter((interaction) =>
        `${interaction.user.name} ${plainText(interaction.message)}`.toLocaleLowerCase('es').includes(searched),
      )
    : interactions;
  return (
    <section className={styles.section} aria-label="Interacciones">
      <h3 className={styles.sectionTitle}>Interacciones</h3>
      {interactions.length === 0 ? (
        <p className={styles.empty}>No hay interacciones</p>
      ) : (
        <TextInput
          aria-label="Buscar en las interacciones"
          placeholder="Buscar en las interacciones"
          leadingVisual={SearchIcon}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      )}
      <ul className={styles.plainList}>
        {shown.map((interaction) => (
          <li key={interaction.id} className={styles.interaction}>
            <div className={styles.row}>
              <strong>{interaction.user.name}</strong>
              <span className={styles.meta}>{formatDateTime(interaction.created_at)}</span>
              {interaction.is_response && <Label variant="success">Respuesta Oficial</Label>}
            </div>
            <RichText source={interaction.message} />
            <MediaGallery attachments={interaction.attachments} label="Galería de la interacción" />
            <AttachmentList attachments={interaction.attachments} label="Archivos de la interacción" />
            {interaction.seen_by && interaction.seen_by.length > 0 && (
              <span className={styles.meta}>
                Visto por: {interaction.seen_by.map((viewer) => viewer.name).join(', ')}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}

/** 'Modificar' always (the edit dialog says what may change) and 'Eliminar' when the item's `can` offers it. */
export function ItemEditButtons({
  modifyLabel = 'Modificar',
  onModify,
  onDelete,
}: {
  modifyLabel?: string;
  onModify: () => void;
  /** Left out when the item may not be deleted. */
  onDelete?: (() => void) | undefined;
}) {
  return (
    <>
      <Button leadingVisual={PencilIcon} onClick={onModify}>
        {modifyLabel}
      </Button>
      {onDelete && (
        <Button leadingVisual={TrashIcon} variant="danger" onClick={onDelete}>
          Eliminar
        </Button>
      )}
    </>
  );
}

/** The item this one is linked to ('RDI Asociada Nº 3: …', 'Tarea Asociada Nº 5: …') and the button that opens it. */
export function LinkedItemRow({
  named,
  linked,
  openLabel,
  openIcon,
  onOpen,
}: {
  /** 'RDI Asociada', 'Tarea Asociada'. */
  named: string;
  linked: { number: number; title: string };
  openLabel: string;
  openIcon?: ElementType;
  onOpen: () => void;
}) {
  return (
    <div className={styles.row}>
      <span>
        {named} Nº {linked.number}: {linked.title}
      </span>
      <Button size="small" leadingVisual={openIcon} onClick={onOpen}>
        {openLabel}
      </Button>
    </div>
  );
}

/** The item's description, as its author wrote it. */
export function ItemDescription({ source }: { source: string }) {
  return (
    <section className={styles.section} aria-label="Descripción">
      <h3 className={styles.sectionTitle}>Descripción</h3>
      <RichText source={source} />
    </section>
  );
}
