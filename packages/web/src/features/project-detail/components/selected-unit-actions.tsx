import { useEffect, useRef, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled, { css } from 'styled-components';
import type { UnitCard_UnitFragment } from '../../../graphql/generated';
import { humaniseUnitType } from '../../../lib/humanise';
import { useCurrency } from '../../currency/hooks/use-currency';
import { unitRemaining } from '../../investing/direct-investment-rules';
import { KYC_PAGE_PATH } from '../../kyc/kyc-page-state';
import { StyledButton, StyledButtonLink } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';
import type { InvestAccess } from '../hooks/use-invest-access';

/**
 * Where the actions of the chosen units show: in a bar fixed to the bottom of a phone's screen (in view wherever
 * the investor scrolled to tick the unit), or on the selected unit's own card on a wide screen. Only one of the
 * two is drawn at a time (the other is display: none), so each button exists once for the person using it.
 */
type Placement = 'bar' | 'card';

const StyledBar = styled.section`
  position: fixed;
  inset-inline: 0;
  bottom: 0;
  z-index: ${({ theme }) => theme.zIndex.header};
  background: ${({ theme }) => theme.colors.surface};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  box-shadow: ${({ theme }) => theme.shadows.lg};
  /* The home indicator and rounded corners of a phone keep their room (where the browser reports it). */
  padding: ${({ theme }) => theme.space.md};
  padding-left: calc(${({ theme }) => theme.space.md} + env(safe-area-inset-left, 0px));
  padding-right: calc(${({ theme }) => theme.space.md} + env(safe-area-inset-right, 0px));
  padding-bottom: calc(${({ theme }) => theme.space.md} + env(safe-area-inset-bottom, 0px));
  ${({ theme }) => theme.media.lg} {
    display: none;
  }
`;

const StyledPanel = styled.div`
  display: none;
  ${({ theme }) => theme.media.lg} {
    display: grid;
    gap: ${({ theme }) => theme.space.sm};
    padding-top: ${({ theme }) => theme.space.sm};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

const StyledInner = styled.div<{ $placement: Placement }>`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ $placement, theme }) =>
    $placement === 'bar' &&
    css`
      max-width: ${theme.layout.maxWidth};
      margin: 0 auto;
    `}
`;

const StyledHead = styled.div`
  display: flex;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
`;

const StyledSummary = styled.p`
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
  strong {
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
  }
`;

const StyledClear = styled.button`
  flex: none;
  display: inline-grid;
  place-items: center;
  border: 0;
  background: transparent;
  padding: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  cursor: pointer;
  &:hover {
    background: ${({ theme }) => theme.colors.surfaceMuted};
  }
`;

const StyledButtons = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  > * {
    flex: 1 1 auto;
  }
`;

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface SelectedUnitActionsProps {
  placement: Placement;
  /** The selected units, at least one. */
  units: readonly UnitCard_UnitFragment[];
  access: InvestAccess;
  onInvest: () => void;
  onExpressInterest: () => void;
  onClear: () => void;
}

/**
 * The chosen units' actions, named for them: 'Invest in unit A-12' (one unit, investor spec §5: direct
 * investment takes exactly one) and 'Express interest in unit A-12' or 'in 2 units' (one application per unit).
 */
export function SelectedUnitActions({
  placement,
  units,
  access,
  onInvest,
  onExpressInterest,
  onClear,
}: SelectedUnitActionsProps) {
  const { formatPrice } = useCurrency();
  const intl = useIntl();
  const barRef = useRef<HTMLElement | null>(null);
  usePagePaddingFor(placement === 'bar' ? barRef : null);
  const only = units.length === 1 ? units[0]! : null;
  // 'unit A-12' or '2 units': what the buttons are named for (ICU `=1` picks the unit's number).
  const named = { count: units.length, number: only?.unitNumber ?? '' };
  const strong = (chunks: ReactNode[]) => <strong>{chunks}</strong>;

  const summary = only ? (
    <FormattedMessage
      id="project.selected.one"
      values={{
        strong,
        number: only.unitNumber,
        type: humaniseUnitType(only.unitType),
        amount: formatPrice(unitRemaining(only)),
      }}
    />
  ) : (
    <FormattedMessage
      id="project.selected.many"
      values={{
        strong,
        count: units.length,
        units: intl.formatList(
          units.map((unit) => unit.unitNumber),
          { type: 'unit', style: 'short' },
        ),
      }}
    />
  );

  let invest;
  if (!only) invest = null;
  else if (access === 'visitor') {
    invest = (
      <StyledButtonLink to="/signin">
        <Icon name="lock" size={16} />
        <FormattedMessage id="project.selected.signInToInvest" values={named} />
      </StyledButtonLink>
    );
  } else if (access === 'verify') {
    invest = (
      <StyledButtonLink to={KYC_PAGE_PATH}>
        <Icon name="shield" size={16} />
        <FormattedMessage id="project.selected.verify" />
      </StyledButtonLink>
    );
  } else {
    invest = (
      <StyledButton $variant="secondary" disabled={access === 'checking'} onClick={onInvest}>
        <FormattedMessage id="project.selected.invest" values={named} />
      </StyledButton>
    );
  }

  const inner = (
    <StyledInner $placement={placement}>
      <StyledHead>
        <StyledSummary data-testid="selected-units-summary">{summary}</StyledSummary>
        <StyledClear type="button" aria-label={intl.formatMessage({ id: 'project.selected.clear' })} onClick={onClear}>
          <Icon name="close" size={18} />
        </StyledClear>
      </StyledHead>
      <StyledButtons>
        {invest}
        <StyledButton $variant={only ? 'outline' : 'primary'} onClick={onExpressInterest}>
          <FormattedMessage id="project.selected.interest" values={named} />
        </StyledButton>
      </StyledButtons>
      {only ? null : (
        <StyledNote>
          <FormattedMessage id="project.selected.keepOne" />
        </StyledNote>
      )}
    </StyledInner>
  );

  return placement === 'bar' ? (
    <StyledBar
      ref={barRef}
      aria-label={intl.formatMessage({ id: 'project.selected.label' })}
      data-testid="selected-units-bar"
    >
      {inner}
    </StyledBar>
  ) : (
    <StyledPanel data-testid="selected-unit-actions">{inner}</StyledPanel>
  );
}

/**
 * While the bar shows, the page ends with room of the bar's height, so the bar never hides the last content
 * (the footer's last line, the last unit's button) for good. The height is measured: it grows with the text.
 */
function usePagePaddingFor(ref: { current: HTMLElement | null } | null) {
  useEffect(() => {
    const element = ref?.current;
    if (!element || typeof ResizeObserver === 'undefined') return undefined;
    const body = document.body;
    const apply = () => {
      body.style.paddingBottom = element.offsetHeight > 0 ? `${element.offsetHeight}px` : '';
    };
    const observer = new ResizeObserver(apply);
    observer.observe(element);
    apply();
    return () => {
      observer.disconnect();
      body.style.paddingBottom = '';
    };
  }, [ref]);
}
