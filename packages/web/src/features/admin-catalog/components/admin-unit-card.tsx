import { useId, type ChangeEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AdminUnitCard_UnitFragment } from '../../../graphql/generated';
import { formatUsd } from '../../admin-investing/admin-investing-format';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { StyledFactList } from '../../ui/components/data-display';
import { StyledCard } from '../../ui/components/layout-primitives';
import { StyledLabel, StyledSelect } from '../../ui/components/native-select';
import { successToast, unitFailureToast } from '../catalog-messages';
import { useUnitAdminActions } from '../hooks/use-unit-admin-actions';
import { HAND_SET_UNIT_STATUSES, isHandSettable, isUnitFinal, UNIT_STATUS_TONES, unitStatusLabel } from '../unit-admin';
import { featureSummary, unitTypeLabel } from '../unit-form';

const StyledUnit = styled(StyledCard)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  h3 {
    flex: 1;
    min-inline-size: 10ch;
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
`;

const StyledFeatures = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
  list-style: none;
  margin: 0;
  padding: 0;
`;

const StyledControls = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

interface AdminUnitCardProps {
  unit: AdminUnitCard_UnitFragment;
  onEdit: () => void;
  onDelete: () => void;
  onSell: () => void;
}

/**
 * One unit in the Units tab (accounts spec §2): number, type, status, bedrooms, bathrooms, floor area, price,
 * minimum and current investment, the first 3 features and '+N more'; the payment-status dropdown and Mark as
 * Sold (both gone once the unit is sold), Edit and Delete.
 */
export function AdminUnitCard({ unit, onEdit, onDelete, onSell }: AdminUnitCardProps) {
  const intl = useIntl();
  const selectId = useId();
  const toast = useToast();
  const { setPaymentStatus, settingStatus } = useUnitAdminActions();
  const final = isUnitFinal(unit.status);
  const features = featureSummary(intl, unit.features);
  const none = intl.formatMessage({ id: 'adminCatalog.none' });
  const usd = (amount: string) => formatUsd(amount, intl.locale);
  const number = { number: unit.unitNumber };

  const onStatus = async (event: ChangeEvent<HTMLSelectElement>) => {
    const status = event.target.value;
    if (!isHandSettable(status) || status === unit.status) return;
    try {
      await setPaymentStatus(unit.id, status);
      toast(successToast(intl, 'unitStatusUpdated'));
    } catch (failure) {
      toast(unitFailureToast(intl, 'unitStatus', failure));
    }
  };

  return (
    <StyledUnit
      as="article"
      aria-label={intl.formatMessage({ id: 'adminCatalog.unit.name' }, number)}
      data-testid="admin-unit"
    >
      <StyledHead>
        <h3>
          <FormattedMessage id="adminCatalog.unit.name" values={number} />
        </h3>
        <StyledBadge $tone={UNIT_STATUS_TONES[unit.status]}>{unitStatusLabel(intl, unit.status)}</StyledBadge>
      </StyledHead>
      <StyledFactList>
        <div>
          <dt>
            <FormattedMessage id="adminCatalog.unit.type" />
          </dt>
          <dd>{unitTypeLabel(intl, unit.unitType)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="adminCatalog.unit.bedrooms" />
          </dt>
          <dd>{intl.formatNumber(unit.bedrooms)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="adminCatalog.unit.bathrooms" />
          </dt>
          <dd>{intl.formatNumber(unit.bathrooms)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="adminCatalog.unit.floorArea" />
          </dt>
          <dd>
            {unit.floorArea ? <FormattedMessage id="adminCatalog.unit.area" values={{ area: unit.floorArea }} /> : none}
          </dd>
        </div>
        {unit.floor !== null || unit.block ? (
          <div>
            <dt>
              <FormattedMessage id="adminCatalog.unit.floorBlock" />
            </dt>
            <dd>
              <FormattedMessage
                id="adminCatalog.unit.floorBlockValue"
                values={{ floor: unit.floor ?? none, block: unit.block ?? none }}
              />
            </dd>
          </div>
        ) : null}
        <div>
          <dt>
            <FormattedMessage id="adminCatalog.unit.price" />
          </dt>
          <dd>{usd(unit.price)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="adminCatalog.unit.minInvestment" />
          </dt>
          <dd>{usd(unit.minInvestmentAmount)}</dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="adminCatalog.unit.currentInvestment" />
          </dt>
          <dd data-testid="unit-current-investment">
            <FormattedMessage
              id="adminCatalog.unit.ofTotal"
              values={{ current: usd(unit.currentInvestment), total: usd(unit.totalInvestmentNeeded) }}
            />
          </dd>
        </div>
      </StyledFactList>
      {unit.features.length > 0 ? (
        <StyledFeatures aria-label={intl.formatMessage({ id: 'adminCatalog.unit.features' })}>
          {features.shown.map((feature) => (
            <li key={feature}>
              <StyledBadge>{feature}</StyledBadge>
            </li>
          ))}
          {features.more > 0 ? (
            <li>
              <StyledBadge $tone="neutral">
                <FormattedMessage id="adminCatalog.unit.moreFeatures" values={{ count: features.more }} />
              </StyledBadge>
            </li>
          ) : null}
        </StyledFeatures>
      ) : null}
      <StyledControls>
        {final ? null : (
          <div>
            <StyledLabel htmlFor={selectId}>
              <FormattedMessage id="adminCatalog.unit.paymentStatus" />
            </StyledLabel>
            <StyledSelect
              id={selectId}
              value={unit.status}
              disabled={settingStatus}
              onChange={(event) => void onStatus(event)}
            >
              {HAND_SET_UNIT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {unitStatusLabel(intl, status)}
                </option>
              ))}
            </StyledSelect>
          </div>
        )}
        {final ? null : (
          <StyledButton $variant="outline" onClick={onSell}>
            <FormattedMessage id="adminCatalog.unit.markSold" />
          </StyledButton>
        )}
        <StyledButton
          $variant="outline"
          onClick={onEdit}
          aria-label={intl.formatMessage({ id: 'adminCatalog.unit.editLabel' }, number)}
        >
          <FormattedMessage id="adminCatalog.edit" />
        </StyledButton>
        <StyledButton
          $variant="danger"
          onClick={onDelete}
          aria-label={intl.formatMessage({ id: 'adminCatalog.unit.deleteLabel' }, number)}
        >
          <FormattedMessage id="adminCatalog.delete" />
        </StyledButton>
      </StyledControls>
    </StyledUnit>
  );
}
