import { useIntl } from 'react-intl';
import { useCallback, useEffect, useLayoutEffect, useRef, useState, type KeyboardEvent } from 'react';
import styled, { css } from 'styled-components';
import { Icon } from './icon';

type TabListVariant = 'underline' | 'pills';

const StyledFrame = styled.div<{ $variant: TabListVariant }>`
  position: relative;
  min-width: 0;
  ${({ $variant, theme }) =>
    $variant === 'underline'
      ? css`
          border-bottom: 1px solid ${theme.colors.border};
        `
      : css`
          padding: ${theme.space.xs};
          border-radius: ${theme.radii.md};
          background: ${theme.colors.surfaceMuted};
        `}
`;

const StyledScroller = styled.div`
  position: relative;
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  overflow-x: auto;
  overscroll-behavior-x: contain;
  scroll-behavior: smooth;
  scrollbar-width: none;
  &::-webkit-scrollbar {
    display: none;
  }
  @media (prefers-reduced-motion: reduce) {
    scroll-behavior: auto;
  }
`;

const StyledTab = styled.button<{ $variant: TabListVariant }>`
  flex: none;
  white-space: nowrap;
  border: 0;
  background: transparent;
  font: inherit;
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: -2px;
  }
  ${({ $variant, theme }) =>
    $variant === 'underline'
      ? css`
          min-height: 44px;
          padding: ${theme.space.sm} ${theme.space.lg};
          border-bottom: 3px solid transparent;
          &[aria-selected='true'] {
            color: ${theme.colors.primary};
            border-bottom-color: ${theme.colors.primary};
          }
        `
      : css`
          min-height: 36px;
          padding: ${theme.space.xs} ${theme.space.md};
          border-radius: ${theme.radii.sm};
          font-size: ${theme.fontSizes.sm};
          &[aria-selected='true'] {
            background: ${theme.colors.surface};
            color: ${theme.colors.primary};
            box-shadow: ${theme.shadows.sm};
          }
        `}
`;

/** The fade and arrow on a side where tabs are out of sight: it says there is more, and a tap scrolls to it. */
const StyledEdge = styled.button<{ $side: 'start' | 'end'; $variant: TabListVariant }>`
  position: absolute;
  top: 0;
  bottom: 0;
  ${({ $side }) => ($side === 'start' ? 'left: 0;' : 'right: 0;')}
  display: flex;
  align-items: center;
  justify-content: ${({ $side }) => ($side === 'start' ? 'flex-start' : 'flex-end')};
  width: 44px;
  padding: 0 ${({ theme }) => theme.space.xxs};
  border: 0;
  cursor: pointer;
  color: ${({ theme }) => theme.colors.primary};
  background: ${({ $side, $variant, theme }) => {
    const solid = $variant === 'pills' ? theme.colors.surfaceMuted : theme.colors.background;
    return `linear-gradient(to ${$side === 'start' ? 'right' : 'left'}, ${solid} 55%, transparent)`;
  }};
  border-radius: ${({ $variant, theme }) => ($variant === 'pills' ? theme.radii.md : '0')};
`;

interface TabListItem<Key extends string> {
  readonly key: Key;
  readonly label: string;
}

interface TabListProps<Key extends string> {
  /** Prefix of the ids: tab `k` is `${idPrefix}-tab-${k}`, its panel `${idPrefix}-panel-${k}`. */
  idPrefix: string;
  label: string;
  tabs: ReadonlyArray<TabListItem<Key>>;
  selected: Key;
  onSelect: (key: Key) => void;
  /** `underline`: a section's tabs (the admin panel); `pills`: sub-tabs inside a section. */
  variant?: TabListVariant;
}

/**
 * A tab list as WAI-ARIA describes it (one tab in the Tab order, the selected one; arrow keys, Home and End move
 * between tabs and select them) that stays one row on any screen: the row scrolls sideways inside itself (a
 * swipe on a phone), a fade with an arrow shows on each side that has tabs out of sight (a tap on it scrolls a
 * screen's width), and the selected tab is always brought into view. The page itself never widens.
 */
export function TabList<Key extends string>({
  idPrefix,
  label,
  tabs,
  selected,
  onSelect,
  variant = 'underline',
}: TabListProps<Key>) {
  const intl = useIntl();
  const scroller = useRef<HTMLDivElement>(null);
  const [hidden, setHidden] = useState({ start: false, end: false });

  const measure = useCallback(() => {
    const el = scroller.current;
    if (!el) return;
    const start = el.scrollLeft > 1;
    const end = el.scrollLeft + el.clientWidth < el.scrollWidth - 1;
    setHidden((h) => (h.start === start && h.end === end ? h : { start, end }));
  }, []);

  useEffect(() => {
    const el = scroller.current;
    if (!el) return;
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    return () => observer.disconnect();
  }, [measure, tabs.length]);

  // The selected tab in view, by scrolling the row only (never the page, as scrollIntoView would).
  useLayoutEffect(() => {
    const el = scroller.current;
    const tab = el?.querySelector<HTMLElement>('[aria-selected="true"]');
    if (!el || !tab) return;
    const edge = 44;
    if (tab.offsetLeft < el.scrollLeft + edge) el.scrollLeft = Math.max(0, tab.offsetLeft - edge);
    else if (tab.offsetLeft + tab.offsetWidth > el.scrollLeft + el.clientWidth - edge) {
      el.scrollLeft = tab.offsetLeft + tab.offsetWidth - el.clientWidth + edge;
    }
    measure();
  }, [selected, measure]);

  const scrollBy = (direction: -1 | 1) => {
    const el = scroller.current;
    if (el) el.scrollBy({ left: direction * Math.max(120, el.clientWidth * 0.7) });
  };

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
    onSelect(tabs[next]!.key);
    scroller.current?.querySelectorAll<HTMLButtonElement>('[role="tab"]')[next]?.focus({ preventScroll: true });
  };

  return (
    <StyledFrame $variant={variant} data-testid={`${idPrefix}-tabs`}>
      <StyledScroller role="tablist" aria-label={label} ref={scroller} onKeyDown={onKeyDown} onScroll={measure}>
        {tabs.map((tab) => (
          <StyledTab
            key={tab.key}
            type="button"
            role="tab"
            $variant={variant}
            id={`${idPrefix}-tab-${tab.key}`}
            aria-selected={tab.key === selected}
            aria-controls={`${idPrefix}-panel-${tab.key}`}
            tabIndex={tab.key === selected ? 0 : -1}
            onClick={() => onSelect(tab.key)}
          >
            {tab.label}
          </StyledTab>
        ))}
      </StyledScroller>
      {/* Pointer aids only: keyboard users move with the arrow keys, and every tab is in the list above. */}
      {hidden.start ? (
        <StyledEdge
          type="button"
          $side="start"
          $variant={variant}
          tabIndex={-1}
          aria-label={intl.formatMessage({ id: 'ui.tabs.scrollBack' }, { label })}
          onClick={() => scrollBy(-1)}
        >
          <Icon name="chevronLeft" size={18} />
        </StyledEdge>
      ) : null}
      {hidden.end ? (
        <StyledEdge
          type="button"
          $side="end"
          $variant={variant}
          tabIndex={-1}
          aria-label={intl.formatMessage({ id: 'ui.tabs.more' }, { label })}
          onClick={() => scrollBy(1)}
        >
          <Icon name="chevronRight" size={18} />
        </StyledEdge>
      ) : null}
    </StyledFrame>
  );
}
