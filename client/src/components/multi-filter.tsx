import { FilterIcon } from '@primer/octicons-react';
import { ActionList, ActionMenu, CounterLabel } from '@primer/react';

interface Option<Id> {
  id: Id;
  name: string;
}

interface MultiFilterProps<Id> {
  label: string;
  options: readonly Option<Id>[];
  selected: readonly Id[];
  onChange: (selected: Id[]) => void;
}

/** A header filter of the listing (spec 2): pick any number of values; none means all. */
export function MultiFilter<Id extends string | number>({ label, options, selected, onChange }: MultiFilterProps<Id>) {
  const toggle = (id: Id) =>
    onChange(selected.includes(id) ? selected.filter((value) => value !== id) : [...selected, id]);
  return (
    <ActionMenu>
      <ActionMenu.Button leadingVisual={FilterIcon}>
        {label} {selected.length > 0 && <CounterLabel>{selected.length}</CounterLabel>}
      </ActionMenu.Button>
      <ActionMenu.Overlay width="medium" maxHeight="large" overflow="auto">
        <ActionList selectionVariant="multiple" aria-label={label} style={{ maxHeight: 400, overflow: 'auto' }}>
          {options.map((option) => (
            <ActionList.Item key={option.id} selected={selected.includes(option.id)} onSelect={() => toggle(option.id)}>
              {option.name}
            </ActionList.Item>
          ))}
        </ActionList>
      </ActionMenu.Overlay>
    </ActionMenu>
  );
}
