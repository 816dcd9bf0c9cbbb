import { useRef, type KeyboardEvent } from 'react';
import styled from 'styled-components';

const StyledTabs = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
`;

const StyledTab = styled.button`
  padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  border: 0;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: transparent;
  font: inherit;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &[aria-selected='true'] {
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.primary};
    box-shadow: ${({ theme }) => theme.shadows.sm};
  }
`;

interface SubTabsProps<Key extends string> {
  /** Prefix of the tab ids; the panel of tab `k` is `${idPrefix}-panel-${k}`. */
  idPrefix: string;
  label: string;
  tabs: ReadonlyArray<{ key: Key; label: string }>;
  selected: Key;
  onSelect: (key: Key) => void;
}

/**
 * A tab list as WAI-ARIA describes it: one tab in the Tab order (the selected one), arrow keys, Home and End move
 * between tabs and select them.
 */
export function SubTabs<Key extends string>({ idPrefix, label, tabs, selected, onSelect }: SubTabsProps<Key>) {
  const list = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((t) => t.key === selected);
    const moves: Partial<Record<string, number>> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = moves[event.key];
    if (next === undefined) return;
    event.preventDefault();
    onSelect(tabs[next].key);
    list.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus();
  };

  return (
    <StyledTabs role="tablist" aria-label={label} ref={list} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <StyledTab
          key={tab.key}
          type="button"
          role="tab"
          id={`${idPrefix}-tab-${tab.key}`}
          aria-selected={tab.key === selected}
          aria-controls={`${idPrefix}-panel-${tab.key}`}
          tabIndex={tab.key === selected ? 0 : -1}
          onClick={() => onSelect(tab.key)}
        >
          {tab.label}
        </StyledTab>
      ))}
    </StyledTabs>
  );
}
