import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { UnitCard_UnitFragment } from '../../../graphql/generated';
import { percentOf } from '../../../lib/decimal';
import { humaniseCode, humaniseUnitType } from '../../../lib/humanise';
import { useCurrency } from '../../currency/hooks/use-currency';
import { ProjectImage } from '../../projects/components/project-image';
import { StyledBadge, type BadgeTone } from '../../ui/components/badge';
import { Icon } from '../../ui/components/icon';
import { ProgressBar } from '../../ui/components/progress-bar';
import { StyledFactList } from '../../ui/components/data-display';
import { ContentText } from '../../content-translations/components/content-text';

/** Investor spec §9: a unit card shows at most 4 features, then '+N more'. */
const MAX_UNIT_FEATURES = 4;

/** Labelled by `project.unit.status` (an ICU select); any other status is shown humanised. */
const STATUS_TONES: Record<string, BadgeTone> = {
  available: 'success',
  partially_funded: 'info',
  fully_funded: 'primary',
  sold: 'danger',
};

const StyledUnit = styled.article<{ $selected: boolean }>`
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px solid ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.border)};
  box-shadow: ${({ theme, $selected }) => ($selected ? `0 0 0 2px ${theme.colors.primary}` : 'none')};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;
`;

const StyledBody = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
`;

const StyledHead = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledNumber = styled.h3`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledType = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledSpecs = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFunding = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledFeatures = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A checkbox (several units may be picked) drawn as a full-width toggle. */
const StyledSelectToggle = styled.label<{ $selected: boolean }>`
  display: flex;
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => `${theme.space.sm} ${theme.space.lg}`};
  border: 1px solid ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.md};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  cursor: pointer;
  color: ${({ theme, $selected }) => ($selected ? theme.colors.textInverse : theme.colors.primary)};
  background: ${({ theme, $selected }) => ($selected ? theme.colors.primary : theme.colors.surface)};
  input {
    width: 1.1rem;
    height: 1.1rem;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
  &:focus-within {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
`;

const StyledClosed = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
  text-align: center;
`;

const StyledDescription = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

interface UnitCardProps {
  unit: UnitCard_UnitFragment;
  selected: boolean;
  /** Open for investing in an open project (an archived project's units are not). */
  selectable: boolean;
  onToggle: () => void;
  /** The selected unit's actions, drawn on its card (on wide screens; phones have the bar). */
  actions?: ReactNode;
}

/**
 * A unit with its figures and a Select checkbox: the selected units are what Express Interest (one or more) and
 * Direct Investment (exactly one) act on, and once selected the card says so ('Unit A-12 selected') and carries
 * their actions. Sold and fully funded units cannot be selected.
 */
export function UnitCard({ unit, selected, selectable, onToggle, actions }: UnitCardProps) {
  const { formatPrice } = useCurrency();
  const intl = useIntl();
  const tone = STATUS_TONES[unit.status];
  const status = {
    label: tone
      ? intl.formatMessage({ id: 'project.unit.status' }, { status: unit.status })
      : humaniseCode(unit.status),
    tone: tone ?? ('neutral' as const),
  };
  const funded = percentOf(unit.currentInvestment, unit.totalInvestmentNeeded);
  const shown = unit.features.slice(0, MAX_UNIT_FEATURES);
  const hidden = unit.features.length - shown.length;
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `project.unit.${id}` }, values);
  const specs = [
    t('bedrooms', { count: unit.bedrooms }),
    t('bathrooms', { count: unit.bathrooms }),
    unit.floorArea ? t('area', { area: unit.floorArea }) : null,
    unit.floor !== null ? t('floor', { floor: unit.floor }) : null,
    unit.block ? t('block', { block: unit.block }) : null,
  ].filter((s): s is string => s !== null);
  const name = t('name', { number: unit.unitNumber });

  return (
    <StyledUnit data-testid="unit-card" data-selected={selected} $selected={selected}>
      {unit.imageUrl ? <ProjectImage src={unit.imageUrl} alt={name} height="150px" /> : null}
      <StyledBody>
        <StyledHead>
          <div>
            <StyledNumber>{name}</StyledNumber>
            <StyledType>{humaniseUnitType(unit.unitType)}</StyledType>
          </div>
          <StyledBadge $tone={status.tone}>{status.label}</StyledBadge>
        </StyledHead>
        <StyledSpecs>
          {specs.map((spec) => (
            <span key={spec}>{spec}</span>
          ))}
        </StyledSpecs>
        <StyledFactList $gap="sm">
          <div>
            <dt>
              <FormattedMessage id="project.unit.price" />
            </dt>
            <dd>{formatPrice(unit.price)}</dd>
          </div>
          <div>
            <dt>
              <FormattedMessage id="projects.card.minInvestment" />
            </dt>
            <dd>{formatPrice(unit.minInvestmentAmount)}</dd>
          </div>
        </StyledFactList>
        <StyledFunding>
          <span>
            <FormattedMessage
              id="project.unit.funded"
              values={{
                current: formatPrice(unit.currentInvestment),
                needed: formatPrice(unit.totalInvestmentNeeded),
                share: funded / 100,
              }}
            />
          </span>
          <ProgressBar value={funded} label={t('fundedLabel', { number: unit.unitNumber, share: funded / 100 })} />
        </StyledFunding>
        {unit.features.length > 0 ? (
          <StyledFeatures aria-label={t('features')}>
            {shown.map((feature) => (
              <li key={feature}>
                <StyledBadge>{humaniseCode(feature)}</StyledBadge>
              </li>
            ))}
            {hidden > 0 ? (
              <li>
                <StyledBadge $tone="primary">{t('moreFeatures', { count: hidden })}</StyledBadge>
              </li>
            ) : null}
          </StyledFeatures>
        ) : null}
        {unit.description ? (
          <StyledDescription>
            <ContentText text={unit.description} />
          </StyledDescription>
        ) : null}
        {selectable ? (
          <StyledSelectToggle $selected={selected}>
            <input type="checkbox" checked={selected} onChange={onToggle} />
            {selected ? (
              <>
                {t('selected', { number: unit.unitNumber })}
                <Icon name="check" size={16} />
              </>
            ) : (
              t('select', { number: unit.unitNumber })
            )}
          </StyledSelectToggle>
        ) : (
          <StyledClosed>
            <FormattedMessage id="project.unit.closed" />
          </StyledClosed>
        )}
        {selected ? actions : null}
      </StyledBody>
    </StyledUnit>
  );
}
