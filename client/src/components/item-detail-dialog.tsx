import { Spinner } from '@primer/react';
import { type ReactNode, useEffect, useRef } from 'react';
import { readNotificationsOf } from '../lib/api/item-notifications';
import { ApiError, loadFailureText } from '../lib/http';
import { type MinimizedItem, useMinimizedItems } from '../lib/minimized-items';
import { showErrorToast } from '../lib/toasts';
import { DetailTabs } from './detail-tabs';
import { Dialog } from './dialog';
import { ItemHeaderActions } from './item-header-actions';
import styles from './items.module.css';
import { PendingChanges } from './pending-changes';
import { preloadRichText } from './rich-text';
import type { SentItemKind } from './send-by-email-dialog';

/** What the dialog's frame shows of a loaded item, besides its id, number and title. */
export interface ItemSummary {
  projectId: string;
  hasFiles: boolean;
  /** 'Enviar por correo' as the item's `can` offers it; offered when left out. */
  sendable?: boolean;
  /** How the item's screen reopens it from the bar. */
  minimized: Pick<MinimizedItem, 'type' | 'route' | 'data'>;
}

type DetailedItem = { id: string; number: number; title: string };

interface ItemDetailDialogProps<T extends DetailedItem> {
  /** 'Consulta', 'Adicional', 'RDI': the title while it loads, the loading text and the tabs' name. */
  name: string;
  kind: SentItemKind;
  item: T | undefined;
  error: Error | undefined;
  isLoading: boolean;
  /** A visible loading line ('Cargando tarea...') instead of the spinner's hidden 'Cargando <name>'. */
  loadingText?: string;
  /** A 403 or 404 closes the dialog with a toast unless this is false (the task detail shows it inside). */
  closeOnRefusal?: boolean;
  summary: (item: T) => ItemSummary;
  /** Opening the detail marks the item seen, once. */
  markSeen: (item: T) => Promise<unknown>;
  detail: (item: T) => ReactNode;
  history: (item: T) => ReactNode;
  onClose: () => void;
}

/** An item's detail (spec 2): header actions, minimize, 'Detalle' and 'Historial'; a 403 or 404 shows the server's words and closes it. */
export function ItemDetailDialog<T extends DetailedItem>(props: ItemDetailDialogProps<T>) {
  const { name, kind, item, error, isLoading, loadingText, closeOnRefusal = true, summary, markSeen, onClose } = props;
  const { minimize } = useMinimizedItems();
  const marked = useRef(false);
  // The description needs the markdown library: fetch it beside the item, not after it.
  useEffect(() => void preloadRichText(), []);
  useEffect(() => {
    if (!item || marked.current) return;
    marked.current = true;
    markSeen(item).catch(() => undefined);
    // Opening it reads every notice of it in the bell, not only the one clicked.
    readNotificationsOf({ type: kind, id: item.id }).catch(() => undefined);
  }, [item, markSeen, kind]);
  const refused = closeOnRefusal && error instanceof ApiError && (error.status === 403 || error.status === 404);
  useEffect(() => {
    if (!refused) return;
    showErrorToast(error.message);
    onClose();
  }, [refused, error, onClose]);
  const shown = item && { ...item, ...summary(item) };
  const title = shown ? `${name} Nº ${shown.number}: ${shown.title}` : name;

  return (
    <Dialog
      title={title}
      width="xlarge"
      onClose={onClose}
      headerActions={
        shown && (
          <ItemHeaderActions
            kind={kind}
            itemId={shown.id}
            projectId={shown.projectId}
            hasFiles={shown.hasFiles}
            sendable={shown.sendable}
          />
        )
      }
      onMinimize={
        shown
          ? () => {
              minimize({ ...shown.minimized, title, projectId: shown.projectId });
              onClose();
            }
          : undefined
      }
    >
      {!item &&
        isLoading &&
        (loadingText ? (
          <p className={styles.row}>
            <Spinner size="small" srText={null} /> {loadingText}
          </p>
        ) : (
          <Spinner size="small" srText={`Cargando ${name}`} />
        ))}
      {error && !refused && (
        <p role="alert" className={styles.error}>
          {loadFailureText(error)}
        </p>
      )}
      {item && <PendingChanges itemId={item.id} />}
      {item && (
        <DetailTabs
          label={name}
          tabs={[
            { name: 'Detalle', render: () => props.detail(item) },
            { name: 'Historial', render: () => props.history(item) },
          ]}
        />
      )}
    </Dialog>
  );
}
