import { useEffect, useState } from 'react';
import { MODEL_SEARCH_DEBOUNCE_MS, modelSearchTerm } from '../model-search';

/** The search the model list asks for: the typed text, after 800 ms of quiet (spec 5 and 9). */
export function useModelSearch(typed: string, selectedName: string | null): string {
  const [search, setSearch] = useState('');
  useEffect(() => {
    const next = modelSearchTerm(typed, selectedName);
    const timer = setTimeout(() => setSearch(next), MODEL_SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [typed, selectedName]);
  return search;
}
