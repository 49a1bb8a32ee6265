import { UnderlineNav } from '@primer/react';
import { useEffect, useState } from 'react';
import { searchSimilar } from '../api/task-queries';
import type { SimilarItem } from '../api/task-types';
import { plainText, SIMILAR_DEBOUNCE_MS } from '../task-rules';
import styles from './tasks.module.css';

const HEADER =
  'Hemos encontrado algunos elementos similares de acuerdo al título. Por favor revísalas para no duplicar elementos.';

/** Tasks and RDIs like `title`, asked 800 ms after the typing stops (spec 5). */
function useSimilarItems(projectId: string, title: string) {
  const [found, setFound] = useState<{ tasks: SimilarItem[]; rdis: SimilarItem[] }>({ tasks: [], rdis: [] });
  useEffect(() => {
    const search = title.trim();
    if (!search) {
      setFound({ tasks: [], rdis: [] });
      return;
    }
    let current = true;
    const timer = setTimeout(() => {
      searchSimilar(projectId, search)
        .then((answer) => current && setFound(answer))
        .catch(() => current && setFound({ tasks: [], rdis: [] }));
    }, SIMILAR_DEBOUNCE_MS);
    return () => {
      current = false;
      clearTimeout(timer);
    };
  }, [projectId, title]);
  return found;
}

/** Spec 2, similar-items panel of 'Crear Consulta': tabs Tareas and RDI; an item opens on click. */
export function SimilarItems({
  projectId,
  title,
  onOpenTask,
}: {
  projectId: string;
  title: string;
  onOpenTask: (taskId: string) => void;
}) {
  const { tasks, rdis } = useSimilarItems(projectId, title);
  const [tab, setTab] = useState<'tasks' | 'rdis'>('tasks');
  if (tasks.length + rdis.length === 0) return null;
  const shown = tab === 'tasks' ? tasks : rdis;
  return (
    <section className={styles.similar} aria-label="Elementos similares">
      <p>{HEADER}</p>
      <UnderlineNav aria-label="Tipo de elemento similar">
        <UnderlineNav.Item
          aria-current={tab === 'tasks' ? 'page' : undefined}
          counter={tasks.length}
          onSelect={() => setTab('tasks')}
        >
          Tareas
        </UnderlineNav.Item>
        <UnderlineNav.Item
          aria-current={tab === 'rdis' ? 'page' : undefined}
          counter={rdis.length}
          onSelect={() => setTab('rdis')}
        >
          RDI
        </UnderlineNav.Item>
      </UnderlineNav>
      <ul className={styles.plainList}>
        {shown.map((item) => (
          <li key={item.id}>
            <button type="button" className={styles.titleButton} onClick={() => tab === 'tasks' && onOpenTask(item.id)}>
              <strong>
                Nº {item.number} {item.title}
              </strong>
            </button>
            <div className={styles.meta}>{plainText(item.description).slice(0, 200)}</div>
          </li>
        ))}
      </ul>
    </section>
  );
}
