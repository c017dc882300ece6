// The selected slice of a pie with a breakdown ring: none while new data
// arrives, the first slice after 1 s unless the user picked one first
// (spec shell-highlights 2: "the first slice auto-selects after 1 s").
import { useCallback, useEffect, useRef, useState } from 'react';

export const AUTO_SELECT_MS = 1000;

/**
 * `dataKey` identifies the data shown: a new key clears the selection and
 * restarts the auto-select. With no slices nothing is selected.
 */
export function usePieSelection(dataKey: string, sliceCount: number, autoSelectMs = AUTO_SELECT_MS) {
  const [selection, setSelection] = useState<{ key: string; index: number | null }>({ key: dataKey, index: null });
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    // No reset here: a selection belongs to its dataKey, so new data starts unselected.
    if (sliceCount === 0) return undefined;
    timer.current = setTimeout(() => {
      timer.current = undefined;
      // Unless the user picked a slice of this data meanwhile.
      setSelection((current) =>
        current.key === dataKey && current.index !== null ? current : { key: dataKey, index: 0 },
      );
    }, autoSelectMs);
    return () => {
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = undefined;
    };
  }, [dataKey, sliceCount, autoSelectMs]);

  const select = useCallback(
    (index: number | null) => {
      // A choice of the user's wins over the pending auto-select.
      if (timer.current !== undefined) clearTimeout(timer.current);
      timer.current = undefined;
      setSelection({ key: dataKey, index });
    },
    [dataKey],
  );

  // A selection made for older data is not shown for the new data.
  const index =
    selection.key === dataKey && selection.index !== null && selection.index < sliceCount ? selection.index : null;
  return { selected: index, select };
}
