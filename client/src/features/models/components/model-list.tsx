import { StarFillIcon, StarIcon, TrashIcon } from '@primer/octicons-react';
import { IconButton } from '@primer/react';
import type { ModelFile } from '../../../../../services/contracts/model-answers';
import { formatInstantDay } from '../../../lib/chile-date';
import { formatSize } from '../../../lib/format';
import styles from './models-page.module.css';

interface ModelListProps {
  models: readonly ModelFile[];
  selectedId: string | null;
  mainFileId: string | null;
  onSelect: (model: ModelFile) => void;
  /** Absent without assign_main_model: the star only shows which model is the main one. */
  onToggleMain?: (model: ModelFile) => void;
  /** Absent without delete_forge_model. */
  onDelete?: (model: ModelFile) => void;
}

/** The project's models: pick one for the viewer, star the main one, delete one. */
export function ModelList({ models, selectedId, mainFileId, onSelect, onToggleMain, onDelete }: ModelListProps) {
  return (
    <ul className={styles.list} aria-label="Modelos del proyecto">
      {models.map((model) => {
        const main = model.id === mainFileId;
        return (
          <li key={model.id} className={styles.row} aria-current={model.id === selectedId ? 'true' : undefined}>
            <button type="button" className={styles.pick} onClick={() => onSelect(model)}>
              <span className={styles.modelName}>{model.name}</span>
              <span className={styles.meta}>
                {formatSize(model.size)} · versión {model.version} · {formatInstantDay(model.updated_at)}
              </span>
              {model.description && <span className={styles.meta}>{model.description}</span>}
            </button>
            {onToggleMain ? (
              <IconButton
                icon={main ? StarFillIcon : StarIcon}
                aria-label={
                  main ? `Quitar ${model.name} como modelo principal` : `Marcar ${model.name} como modelo principal`
                }
                aria-pressed={main}
                variant="invisible"
                size="small"
                className={main ? styles.star : undefined}
                onClick={() => onToggleMain(model)}
              />
            ) : (
              main && (
                <span className={styles.star} title="Modelo principal">
                  <StarFillIcon aria-label="Modelo principal" />
                </span>
              )
            )}
            {onDelete && (
              <IconButton
                icon={TrashIcon}
                aria-label={`Eliminar ${model.name}`}
                variant="invisible"
                size="small"
                onClick={() => onDelete(model)}
              />
            )}
          </li>
        );
      })}
    </ul>
  );
}
