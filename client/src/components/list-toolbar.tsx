import { DownloadIcon, type Icon, PlusIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, Button, SegmentedControl } from '@primer/react';
import { type ReactNode, useState } from 'react';
import { download } from '../lib/download';
import { showErrorToast } from '../lib/toasts';
import { failureMessage } from '../lib/use-form';
import { MOBILE_QUERY, useMediaQuery } from '../lib/use-media-query';
import styles from './items.module.css';

export interface ListEntry<L> {
  type: L;
  label: string;
  icon?: Icon;
  disabled?: boolean;
}

interface ListToolbarProps<L> {
  /** The phone menu's name ('Acciones de tareas'). */
  actionsLabel: string;
  /** 'Nueva Tarea', 'Nueva RDI'. */
  createLabel: string;
  mayCreate: boolean;
  onCreate: () => void;
  /** A second thing to create ('Nuevo Posible Adicional'), after the lists on a computer. */
  alsoCreate?: { label: string; mayCreate: boolean; onCreate: () => void };
  /** The lists' name on a computer; 'Tipo de lista' unless told. */
  listsLabel?: string;
  lists: readonly ListEntry<L>[];
  listType: L;
  onList: (type: L) => void;
  mayExport: boolean;
  /** Asks for the Excel sheet and answers its address. */
  exportSheet: () => Promise<string>;
  /** Anything more on the bar, after the export (the tasks' search). */
  children?: ReactNode;
}

/** A project section's top bar (spec 2): create, pick a list, export to Excel; on a phone, 'Seleccione Acción'. */
export function ListToolbar<L extends string | number>(props: ListToolbarProps<L>) {
  const { actionsLabel, createLabel, mayCreate, onCreate, alsoCreate, lists, listType, onList, mayExport } = props;
  const mobile = useMediaQuery(MOBILE_QUERY);
  const [exporting, setExporting] = useState(false);
  const exportSheet = async () => {
    setExporting(true);
    try {
      download(await props.exportSheet());
    } catch (error) {
      showErrorToast(failureMessage(error));
    } finally {
      setExporting(false);
    }
  };
  const exportText = exporting ? 'Preparando Excel' : 'Exportar a Excel';
  return (
    <div className={styles.toolbar}>
      {mobile ? (
        <ActionMenu>
          <ActionMenu.Button>Seleccione Acción</ActionMenu.Button>
          <ActionMenu.Overlay>
            <ActionList aria-label={actionsLabel}>
              <ActionList.Item disabled={!mayCreate} onSelect={onCreate}>
                {createLabel}
              </ActionList.Item>
              {alsoCreate && (
                <ActionList.Item disabled={!alsoCreate.mayCreate} onSelect={alsoCreate.onCreate}>
                  {alsoCreate.label}
                </ActionList.Item>
              )}
              <ActionList.Group selectionVariant="single">
                {lists.map((entry) => (
                  <ActionList.Item
                    key={entry.type}
                    disabled={entry.disabled}
                    selected={entry.type === listType}
                    onSelect={() => onList(entry.type)}
                  >
                    {entry.label}
                  </ActionList.Item>
                ))}
              </ActionList.Group>
              <ActionList.Item disabled={!mayExport || exporting} onSelect={() => void exportSheet()}>
                {exportText}
              </ActionList.Item>
            </ActionList>
          </ActionMenu.Overlay>
        </ActionMenu>
      ) : (
        <>
          <Button leadingVisual={PlusIcon} variant="primary" disabled={!mayCreate} onClick={onCreate}>
            {createLabel}
          </Button>
          <SegmentedControl
            aria-label={props.listsLabel ?? 'Tipo de lista'}
            onChange={(index) => onList(lists[index]!.type)}
          >
            {lists.map((entry) => (
              <SegmentedControl.Button
                key={entry.type}
                selected={entry.type === listType}
                disabled={entry.disabled}
                leadingVisual={entry.icon}
              >
                {entry.label}
              </SegmentedControl.Button>
            ))}
          </SegmentedControl>
          {alsoCreate && (
            <Button leadingVisual={PlusIcon} disabled={!alsoCreate.mayCreate} onClick={alsoCreate.onCreate}>
              {alsoCreate.label}
            </Button>
          )}
          <Button
            leadingVisual={DownloadIcon}
            onClick={exportSheet}
            loading={exporting}
            loadingAnnouncement="Preparando Excel"
            disabled={!mayExport}
          >
            {exportText}
          </Button>
        </>
      )}
      {props.children}
    </div>
  );
}
