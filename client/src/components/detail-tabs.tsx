import { UnderlineNav } from '@primer/react';
import { type ReactNode, useState } from 'react';

export interface DetailTab {
  name: string;
  /** Rendered only while its tab is chosen: a tab fetches nothing until it is opened. */
  render: () => ReactNode;
}

/** An item's detail in tabs ('Detalle', 'Historial'), the first one open. */
export function DetailTabs({ label, tabs }: { label: string; tabs: readonly DetailTab[] }) {
  const [chosen, setChosen] = useState(tabs[0]?.name);
  const tab = tabs.find((entry) => entry.name === chosen) ?? tabs[0];
  return (
    <>
      <UnderlineNav aria-label={label}>
        {tabs.map((entry) => (
          <UnderlineNav.Item
            key={entry.name}
            aria-current={entry === tab ? 'page' : undefined}
            onSelect={(event) => {
              event.preventDefault();
              setChosen(entry.name);
            }}
          >
            {entry.name}
          </UnderlineNav.Item>
        ))}
      </UnderlineNav>
      {tab?.render()}
    </>
  );
}
