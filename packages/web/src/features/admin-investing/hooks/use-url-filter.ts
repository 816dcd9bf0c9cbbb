import { useCallback, useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useDebouncedValue } from '../../admin-users/hooks/use-debounced-value';

/**
 * One filter of an admin list kept in the address's query string (`?tab=investments&status=active`), so a reload
 * or a shared link shows the same list. Setting it replaces the history entry; empty removes the parameter.
 */
export function useUrlFilter(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const set = useCallback(
    (next: string) =>
      setParams(
        (previous) => {
          const updated = new URLSearchParams(previous);
          if (next) updated.set(name, next);
          else updated.delete(name);
          return updated;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [value, set];
}

/** How long typing must pause before a text filter is asked (one request for a word typed fast). */
const TYPING_PAUSE_MS = 300;

/**
 * A text filter typed into a field: `text` follows every key, the address (and so the list) follows once typing
 * pauses, and only while `valid(text)` holds. Starts from what the address says.
 */
export function useUrlTextFilter(name: string, valid: (text: string) => boolean = () => true) {
  const [applied, apply] = useUrlFilter(name);
  const [text, setText] = useState(applied);
  const settled = useDebouncedValue(text.trim(), TYPING_PAUSE_MS);
  useEffect(() => {
    if (settled !== applied && valid(settled)) apply(settled);
    // `valid` is a pure check of the text; `applied` changes only through `apply`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [settled]);
  return { text, setText, applied };
}
