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

/** A row's id from an address's query (`?id=`): a positive integer, or null when missing or malformed. */
export function idFrom(query: URLSearchParams, name = 'id') {
  const id = Number(query.get(name));
  return Number.isInteger(id) && id > 0 ? id : null;
}

/** A row's id from the address (`?id=`), as `idFrom` reads it. */
export function useIdParam(name = 'id') {
  return idFrom(useSearchParams()[0], name);
}
