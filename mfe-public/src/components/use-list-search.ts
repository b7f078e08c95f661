import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from '@rowad/shared/routing';

/** How long typing must pause before the search is sent (and written into the address). */
export const SEARCH_DEBOUNCE_MS = 300;

export interface ListSearch {
  /** What the search box shows, as typed. */
  text: string;
  setText: (text: string) => void;
  /** The search the list asks for: the address's `?q=`, trimmed ('' for none). */
  q: string;
  /** The address's `?category=`, '' for none. */
  category: string;
  clearCategory: () => void;
  /** Empties the search box and drops both filters. */
  clearAll: () => void;
}

/**
 * A list's search and category filter, kept in the address (`?q=glass&category=food`) so a search
 * can be shared and survives a reload. Typing is written there after a pause, replacing the
 * history entry rather than adding one per keystroke.
 */
export function useListSearch(): ListSearch {
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const category = (params.get('category') ?? '').trim();
  const [text, setTextState] = useState(params.get('q') ?? '');
  const typed = useRef(false);

  // The address changed without typing (back, forward, a link): the box follows it.
  useEffect(() => {
    if (!typed.current) setTextState(params.get('q') ?? '');
  }, [params]);

  useEffect(() => {
    if (!typed.current) return;
    const timer = setTimeout(() => {
      typed.current = false;
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          if (text.trim() === '') next.delete('q');
          else next.set('q', text);
          return next;
        },
        { replace: true },
      );
    }, SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, setParams]);

  return {
    text,
    setText: (value) => {
      typed.current = true;
      setTextState(value);
    },
    q,
    category,
    clearCategory: () =>
      setParams((current) => {
        const next = new URLSearchParams(current);
        next.delete('category');
        return next;
      }),
    clearAll: () => {
      typed.current = false;
      setTextState('');
      setParams(new URLSearchParams());
    },
  };
}
