import { Button, UnderlineNav } from '@primer/react';
import { useEffect, useState } from 'react';
import { type FoundItems, searchSimilar } from '../lib/api/similar-items';
import { SIMILAR_DEBOUNCE_MS } from '../lib/item-rules';
import styles from './items.module.css';

const HEADER =
  'Hemos encontrado algunos elementos similares de acuerdo al título. Por favor revísalas para no duplicar elementos.';
const NOTHING: FoundItems = { tasks: [], rdis: [] };

/** Tasks and RDIs like `title`, asked 800 ms after the typing stops (spec 5). */
function useSimilarItems(projectId: string, title: string) {
  const [found, setFound] = useState<FoundItems>(NOTHING);
  useEffect(() => {
    const search = title.trim();
    if (!search) {
      setFound(NOTHING);
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      searchSimilar(projectId, search)
        .then((answer) => current && setFound(answer))
        .catch(() => current && setFound(NOTHING));
    }, SIMILAR_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [projectId, title]);
  return found;
}

export type FoundKind = 'tasks' | 'rdis';

interface FoundListProps {
  found: FoundItems;
  label: string;
  onOpen: (kind: FoundKind, id: string) => void;
  /** Extra words under a row (the global search's 'Tarea finalizada el …'). */
  note?: (kind: FoundKind, item: FoundItems['tasks'][number]) => React.ReactNode;
}

/** Tabs Tareas and RDI, only the non-empty ones, each row opening its item (spec 2 and 2.7). */
export function FoundList({ found, label, onOpen, note }: FoundListProps) {
  const tabs = (['tasks', 'rdis'] as const).filter((kind) => found[kind].length > 0);
  const [chosen, setChosen] = useState<FoundKind>('tasks');
  const tab = tabs.includes(chosen) ? chosen : tabs[0];
  if (!tab) return null;
  return (
    <>
      <UnderlineNav aria-label={label}>
        {tabs.map((kind) => (
          <UnderlineNav.Item
            key={kind}
            aria-current={tab === kind ? 'page' : undefined}
            counter={found[kind].length}
            onSelect={() => setChosen(kind)}
          >
            {kind === 'tasks' ? 'Tareas' : 'RDI'}
          </UnderlineNav.Item>
        ))}
      </UnderlineNav>
      <ul className={styles.plainList} style={{ maxHeight: 400, overflow: 'auto' }}>
        {found[tab].map((item) => (
          <li key={item.id}>
            <button type="button" className={styles.titleButton} onClick={() => onOpen(tab, item.id)}>
              <strong>
                Nº {item.number} {item.title}
              </strong>
            </button>
            <div className={styles.meta}>{item.snippet}</div>
            {note?.(tab, item)}
          </li>
        ))}
      </ul>
    </>
  );
}

interface SimilarItemsProps {
  projectId: string;
  title: string;
  onOpen: (kind: FoundKind, id: string) => void;
  /** 'Nueva RDI' shows a chip that opens the panel (spec 2); 'Crear Consulta' the panel itself. */
  asChip?: boolean;
}

/** Spec 2, similar-items panel of the create dialogs: tabs Tareas and RDI; an item opens on click. */
export function SimilarItems({ projectId, title, onOpen, asChip = false }: SimilarItemsProps) {
  const found = useSimilarItems(projectId, title);
  const [expanded, setExpanded] = useState(false);
  const total = found.tasks.length + found.rdis.length;
  if (total === 0) return null;
  if (asChip && !expanded)
    return (
      <div>
        <Button size="small" variant="invisible" aria-expanded={false} onClick={() => setExpanded(true)}>
          Elementos similares ({total})
        </Button>
      </div>
    );
  return (
    <section className={styles.similar} aria-label="Elementos similares">
      <p>{HEADER}</p>
      <FoundList found={found} label="Tipo de elemento similar" onOpen={onOpen} />
    </section>
  );
}
