import { SearchIcon, StarFillIcon } from '@primer/octicons-react';
import { Button, TextInput } from '@primer/react';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { FoundList } from '../../../components/similar-items';
import { type FoundItems, searchEverywhere } from '../../../lib/api/similar-items';
import { formatInstantDay } from '../../../lib/chile-date';
import { rdiLink, taskLink } from '../../../lib/item-links';
import { useSelectedProject } from '../../../lib/selected-project';
import { failureMessage } from '../../../lib/use-form';
import styles from './search-box.module.css';

type Results = { state: 'loading' } | { state: 'found'; found: FoundItems } | { state: 'failed'; message: string };

/**
 * The global search box 'Búsqueda' (spec 2.7): on Enter or its button it searches the selected
 * project's tasks and RDI; the panel below (at most 400 px) has the non-empty tabs Tareas and RDI,
 * and a click opens the item.
 */
export function SearchBox() {
  const { projectId } = useSelectedProject();
  const [, navigate] = useLocation();
  const [text, setText] = useState('');
  const [results, setResults] = useState<Results | null>(null);
  const asked = useRef(0);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);

  // The panel closes on Escape or a click elsewhere.
  useEffect(() => {
    if (!results) return;
    const outside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setResults(null);
    };
    const onEscape = (event: KeyboardEvent) => event.key === 'Escape' && setResults(null);
    document.addEventListener('mousedown', outside);
    document.addEventListener('keydown', onEscape);
    return () => {
      document.removeEventListener('mousedown', outside);
      document.removeEventListener('keydown', onEscape);
    };
  }, [results]);

  const search = async () => {
    const words = text.trim();
    if (!projectId || !words) return;
    const ask = ++asked.current;
    setResults({ state: 'loading' });
    try {
      const found = await searchEverywhere(projectId, words);
      if (ask === asked.current) setResults({ state: 'found', found });
    } catch (error) {
      if (ask === asked.current) setResults({ state: 'failed', message: failureMessage(error) });
    }
  };

  const open = (kind: 'tasks' | 'rdis', id: string) => {
    setResults(null);
    navigate(kind === 'tasks' ? taskLink(id) : rdiLink(id));
  };

  const empty = results?.state === 'found' && results.found.tasks.length + results.found.rdis.length === 0;
  return (
    <div className={styles.root} ref={root}>
      <search>
        <form
          className={styles.form}
          onSubmit={(event) => {
            event.preventDefault();
            void search();
          }}
        >
          <TextInput
            type="search"
            aria-label="Búsqueda"
            placeholder={projectId ? 'Búsqueda' : 'Elige un proyecto para buscar'}
            leadingVisual={SearchIcon}
            size="small"
            block
            disabled={!projectId}
            value={text}
            onChange={(event) => setText(event.target.value)}
            aria-controls={results ? panelId : undefined}
          />
          <Button type="submit" size="small" disabled={!projectId}>
            Buscar
          </Button>
        </form>
      </search>
      {results && (
        <section id={panelId} className={styles.panel} aria-label="Resultados de la búsqueda">
          {results.state === 'loading' && (
            <span role="status" className={styles.note}>
              Cargando búsqueda
            </span>
          )}
          {results.state === 'failed' && (
            <p role="alert" className={styles.note}>
              {results.message}
            </p>
          )}
          {empty && <p className={styles.note}>No se ha encontrado nada para la búsqueda</p>}
          {results.state === 'found' && (
            <FoundList
              found={results.found}
              label="Tipo de resultado"
              onOpen={open}
              note={(kind, item) =>
                kind === 'tasks' && item.status === 3 ? (
                  <span className={styles.note}>
                    <StarFillIcon aria-hidden="true" /> Tarea finalizada el{' '}
                    {item.ended_at ? formatInstantDay(item.ended_at) : ''}
                  </span>
                ) : null
              }
            />
          )}
        </section>
      )}
    </div>
  );
}
