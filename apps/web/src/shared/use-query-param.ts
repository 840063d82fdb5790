import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

/**
 * A page setting kept in the address (a tab, a product), so a link or a reload shows the same view.
 * Changing it replaces the history entry rather than adding one per click.
 */
export function useQueryParam(name: string, fallback: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const setValue = useCallback(
    (value: string) =>
      setParams(
        (current) => {
          const next = new URLSearchParams(current);
          next.set(name, value);
          return next;
        },
        { replace: true },
      ),
    [name, setParams],
  );
  return [params.get(name) || fallback, setValue];
}
