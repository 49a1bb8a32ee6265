import { TriangleDownIcon } from '@primer/octicons-react';
import { Button, FormControl, SelectPanel, type SelectPanelItemInput } from '@primer/react';
import { useId, useMemo, useState } from 'react';
import type { SelectOption } from './select-with-add';

interface ProjectMultiSelectProps {
  label: string;
  projects: readonly SelectOption[] | undefined;
  selectedIds: readonly string[];
  onChange: (projectIds: string[]) => void;
  /** Called when the panel closes, like a field the user leaves. */
  onClose?: () => void;
  /** What the button says; by default the names of the chosen projects. */
  buttonText?: string;
  error?: string;
  required?: boolean;
}

const summary = (names: string[]) =>
  names.length === 0 ? 'Selecciona proyectos' : names.length <= 2 ? names.join(', ') : `${names.length} proyectos`;

/** Spec 2.16: a multi-select of projects, with a filter for long lists. */
export function ProjectMultiSelect({
  label,
  projects,
  selectedIds,
  onChange,
  onClose,
  buttonText,
  error,
  required = false,
}: ProjectMultiSelectProps) {
  const labelId = useId();
  const valueId = useId();
  const [open, setOpen] = useState(false);
  const [filter, setFilter] = useState('');
  const items = useMemo<SelectPanelItemInput[]>(
    () => (projects ?? []).map((project) => ({ id: project.id, text: project.name, disabled: project.disabled })),
    [projects],
  );
  const chosen = new Set(selectedIds);
  const selected = items.filter((item) => chosen.has(String(item.id)));
  const needle = filter.trim().toLocaleLowerCase('es');
  const anchorText = buttonText ?? (projects ? summary(selected.map((item) => item.text ?? '')) : 'Cargando');
  const shown = needle ? items.filter((item) => item.text?.toLocaleLowerCase('es').includes(needle)) : items;

  return (
    <FormControl required={required}>
      <FormControl.Label id={labelId}>{label}</FormControl.Label>
      <SelectPanel
        title={label}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          if (!next) {
            setFilter('');
            onClose?.();
          }
        }}
        renderAnchor={({ children: _names, ...anchorProps }) => (
          <Button
            {...anchorProps}
            aria-labelledby={`${labelId} ${valueId}`}
            block
            alignContent="start"
            trailingAction={TriangleDownIcon}
            disabled={!projects}
          >
            <span id={valueId}>{anchorText}</span>
          </Button>
        )}
        placeholderText="Buscar proyecto"
        inputLabel="Buscar proyecto"
        items={shown}
        selected={selected}
        onSelectedChange={(next: SelectPanelItemInput[]) => onChange(next.map((item) => String(item.id)))}
        filterValue={filter}
        onFilterChange={setFilter}
        message={
          shown.length === 0
            ? { variant: 'empty', title: 'Sin proyectos', body: 'No hay proyectos que coincidan.' }
            : undefined
        }
        width="medium"
        // Primer announces loading and list updates in English; the list's own roles speak instead.
        loading={false}
        announcementsEnabled={false}
      />
      {error && <FormControl.Validation variant="error">{error}</FormControl.Validation>}
    </FormControl>
  );
}
