import { useCallback, useMemo, useState } from 'react';

/**
 * The units picked on the project page. `selected` follows the page's order and forgets a unit that is no
 * longer listed (or no longer open) after a refresh, so an action never names a unit the investor cannot see.
 */
export function useUnitSelection<Unit extends { id: number }>(
  units: readonly Unit[],
  isSelectable: (unit: Unit) => boolean,
) {
  const [ids, setIds] = useState<ReadonlySet<number>>(() => new Set());
  const selected = useMemo(
    () => units.filter((unit) => ids.has(unit.id) && isSelectable(unit)),
    [units, ids, isSelectable],
  );

  const toggle = useCallback((id: number) => {
    setIds((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });
  }, []);

  const deselect = useCallback((done: readonly number[]) => {
    setIds((current) => new Set([...current].filter((id) => !done.includes(id))));
  }, []);

  const clear = useCallback(() => setIds(new Set()), []);

  const isSelected = useCallback((id: number) => selected.some((unit) => unit.id === id), [selected]);

  return { selected, toggle, deselect, clear, isSelected };
}
