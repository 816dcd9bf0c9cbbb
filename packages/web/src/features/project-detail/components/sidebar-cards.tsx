import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { ProjectPageQuery, UnitCard_UnitFragment } from '../../../graphql/generated';
import { useCurrency } from '../../currency/hooks/use-currency';
import { KycGate } from '../../kyc/components/kyc-gate';
import { useCurrentUser } from '../../session/use-current-user';
import { StyledButton, StyledButtonLink } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';
import { StyledCard } from '../../ui/components/layout-primitives';

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.sm};
`;

const StyledText = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledNote = styled.p`
  text-align: center;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  margin-top: ${({ theme }) => theme.space.sm};
`;

const StyledSelection = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledFigure = styled.p`
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-bottom: ${({ theme }) => theme.space.md};
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

type Project = ProjectPageQuery['project'];

/** 'Selected: Unit A-101, Unit A-102', or what to do when nothing is selected (`none`, a message id). */
function SelectionLine({ units, none }: { units: readonly UnitCard_UnitFragment[]; none: string }) {
  const intl = useIntl();
  const names = units.map((unit) => intl.formatMessage({ id: 'project.unit.name' }, { number: unit.unitNumber }));
  return (
    <StyledSelection aria-live="polite" data-testid="unit-selection">
      {units.length === 0 ? (
        <FormattedMessage id={none} />
      ) : (
        <FormattedMessage
          id="project.sidebar.selected"
          values={{ units: intl.formatList(names, { type: 'unit', style: 'short' }) }}
        />
      )}
    </StyledSelection>
  );
}

interface SidebarCardProps {
  project: Project;
  /** The units picked on the unit cards, in the page's order. */
  selectedUnits: readonly UnitCard_UnitFragment[];
}

/**
 * Express Interest (investor spec §5 and §7): signed-in investors send it for the selected units (at least
 * one). A project that lists no units takes an interest in the project itself, as on the project cards. The
 * checks and the dialog are the page's (useUnitActions), shared with the selected units' own buttons.
 */
export function ExpressInterestCard({
  project,
  selectedUnits,
  onExpressInterest,
}: SidebarCardProps & { onExpressInterest: () => void }) {
  const { loading } = useCurrentUser();
  const byUnit = project.units.length > 0;

  return (
    <StyledCard data-testid="express-interest-card">
      <StyledTitle>
        <FormattedMessage id="projects.card.expressInterest" />
      </StyledTitle>
      <StyledText>
        <FormattedMessage id={byUnit ? 'project.sidebar.interestByUnit' : 'project.sidebar.interestProject'} />
      </StyledText>
      {byUnit ? <SelectionLine units={selectedUnits} none="project.sidebar.noneSelected" /> : null}
      <StyledButton $block disabled={loading} onClick={onExpressInterest}>
        <FormattedMessage id="projects.card.expressInterest" />
      </StyledButton>
      <StyledNote>
        <FormattedMessage id="project.sidebar.interestNote" />
      </StyledNote>
    </StyledCard>
  );
}

/**
 * Direct Investment (investor spec §2 and §5): visitors are asked to sign in; investors who are not verified
 * see the 'Verification Required' gate; the others invest in exactly one selected unit through the three-step
 * dialog the page opens.
 */
export function DirectInvestmentCard({
  project,
  selectedUnits,
  onInvest,
}: SidebarCardProps & { onInvest: () => void }) {
  const { user, loading } = useCurrentUser();
  const { formatPrice } = useCurrency();

  return (
    <StyledCard data-testid="direct-investment-card">
      <StyledTitle>
        <FormattedMessage id="project.sidebar.directTitle" />
      </StyledTitle>
      <StyledFigure>
        <span>
          <FormattedMessage id="projects.filter.minInvestment" />
        </span>
        <strong>{formatPrice(project.minInvestment)}</strong>
      </StyledFigure>
      {loading ? null : !user ? (
        <>
          <StyledText>
            <FormattedMessage id="project.sidebar.signInText" />
          </StyledText>
          <StyledButtonLink to="/signin" $block>
            <Icon name="lock" size={16} />
            <FormattedMessage id="project.sidebar.signIn" />
          </StyledButtonLink>
        </>
      ) : (
        <KycGate>
          <StyledText>
            <FormattedMessage id="project.sidebar.directText" />
          </StyledText>
          <SelectionLine units={selectedUnits} none="project.sidebar.selectOne" />
          <StyledButton $block $variant="secondary" onClick={onInvest}>
            <FormattedMessage id="project.sidebar.investNow" />
          </StyledButton>
        </KycGate>
      )}
    </StyledCard>
  );
}
