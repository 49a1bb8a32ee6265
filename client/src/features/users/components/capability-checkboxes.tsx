import { Checkbox, CheckboxGroup, FormControl } from '@primer/react';
import {
  CAPABILITY_LABELS,
  COMPANY_CAPABILITIES,
  type CompanyCapability,
  type ProjectCapability,
} from '../../../../../services/contracts/capabilities';
import styles from './capability-checkboxes.module.css';

type Capability = CompanyCapability | ProjectCapability;

export interface CapabilityGroup {
  title: string;
  capabilities: readonly Capability[];
}

/** The 7 company capabilities of spec 3, as one group. */
export const COMPANY_CAPABILITY_GROUPS: readonly CapabilityGroup[] = [
  { title: 'Permisos de empresa', capabilities: COMPANY_CAPABILITIES },
];

interface CapabilityCheckboxesProps {
  groups: readonly CapabilityGroup[];
  selected: readonly string[];
  onChange: (capabilities: string[]) => void;
}

/** One checkbox per capability, under its group's title, labelled in Spanish. */
export function CapabilityCheckboxes({ groups, selected, onChange }: CapabilityCheckboxesProps) {
  const held = new Set(selected);
  const toggle = (capability: string, checked: boolean) =>
    onChange(checked ? [...selected, capability] : selected.filter((entry) => entry !== capability));
  return (
    <div className={styles.groups}>
      {groups.map((group) => (
        <CheckboxGroup key={group.title}>
          <CheckboxGroup.Label>{group.title}</CheckboxGroup.Label>
          {group.capabilities.map((capability) => (
            <FormControl key={capability}>
              <Checkbox
                value={capability}
                checked={held.has(capability)}
                onChange={(event) => toggle(capability, event.target.checked)}
              />
              <FormControl.Label>{CAPABILITY_LABELS[capability]}</FormControl.Label>
            </FormControl>
          ))}
        </CheckboxGroup>
      ))}
    </div>
  );
}
