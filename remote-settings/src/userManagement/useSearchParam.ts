// One filter of a page kept in the URL query string, so a filtered table can
// be bookmarked and shared and Back restores the previous filter (as the
// highlight pages keep theirs, shared-ui useUrlFilter). Other parameters are
// left alone; an empty value removes the parameter.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export function useSearchParam(name: string): [string, (value: string) => void] {
  const [params, setParams] = useSearchParams();
  const value = params.get(name) ?? '';
  const setValue = useCallback(
    (next: string) => {
      setParams((current) => {
        if ((current.get(name) ?? '') === next) return current;
        const updated = new URLSearchParams(current);
        if (next) updated.set(name, next);
        else updated.delete(name);
        return updated;
      });
    },
    [name, setParams],
  );
  return [value, setValue];
}
