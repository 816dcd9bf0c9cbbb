import { useId, type ChangeEvent } from 'react';
import styled from 'styled-components';
import type { AdminUnitCard_UnitFragment } from '../../../graphql/generated';
import { humaniseUnitType } from '../../../lib/humanise';
import { formatUsd } from '../../admin-investing/admin-investing-format';
import {
  ADMIN_INVESTING_FAILURES,
  UNIT_STATUS_UPDATED_TOAST,
  unitFailureToast,
} from '../../admin-investing/admin-investing-toasts';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { StyledFactList } from '../../ui/components/data-display';
import { StyledCard } from '../../ui/components/layout-primitives';
import { StyledLabel, StyledSelect } from '../../ui/components/native-select';
import { useUnitAdminActions } from '../hooks/use-unit-admin-actions';
import { HAND_SET_UNIT_STATUSES, isHandSettable, isUnitFinal, UNIT_STATUS_BADGES } from '../unit-admin';
import { featureSummary } from '../unit-form';

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
    min-width: 10ch;
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
  const selectId = useId();
  const toast = useToast();
  const { setPaymentStatus, settingStatus } = useUnitAdminActions();
  const badge = UNIT_STATUS_BADGES[unit.status];
  const final = isUnitFinal(unit.status);
  const features = featureSummary(unit.features);

  const onStatus = async (event: ChangeEvent<HTMLSelectElement>) => {
    const status = event.target.value;
    if (!isHandSettable(status) || status === unit.status) return;
    try {
      await setPaymentStatus(unit.id, status);
      toast(UNIT_STATUS_UPDATED_TOAST);
    } catch (failure) {
      toast(unitFailureToast(ADMIN_INVESTING_FAILURES.unitStatus, failure));
    }
  };

  return (
    <StyledUnit as="article" aria-label={`Unit ${unit.unitNumber}`} data-testid="admin-unit">
      <StyledHead>
        <h3>Unit {unit.unitNumber}</h3>
        <StyledBadge $tone={badge.tone}>{badge.label}</StyledBadge>
      </StyledHead>
      <StyledFactList>
        <div>
          <dt>Type</dt>
          <dd>{humaniseUnitType(unit.unitType)}</dd>
        </div>
        <div>
          <dt>Bedrooms</dt>
          <dd>{unit.bedrooms}</dd>
        </div>
        <div>
          <dt>Bathrooms</dt>
          <dd>{unit.bathrooms}</dd>
        </div>
        <div>
          <dt>Floor area</dt>
          <dd>{unit.floorArea ? `${unit.floorArea} m²` : '—'}</dd>
        </div>
        {unit.floor !== null || unit.block ? (
          <div>
            <dt>Floor / block</dt>
            <dd>
              {unit.floor ?? '—'} / {unit.block ?? '—'}
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Price</dt>
          <dd>{formatUsd(unit.price)}</dd>
        </div>
        <div>
          <dt>Min investment</dt>
          <dd>{formatUsd(unit.minInvestmentAmount)}</dd>
        </div>
        <div>
          <dt>Current investment</dt>
          <dd data-testid="unit-current-investment">
            {formatUsd(unit.currentInvestment)} of {formatUsd(unit.totalInvestmentNeeded)}
          </dd>
        </div>
      </StyledFactList>
      {unit.features.length > 0 ? (
        <StyledFeatures aria-label="Features">
          {features.shown.map((feature) => (
            <li key={feature}>
              <StyledBadge>{feature}</StyledBadge>
            </li>
          ))}
          {features.more > 0 ? (
            <li>
              <StyledBadge $tone="neutral">+{features.more} more</StyledBadge>
            </li>
          ) : null}
        </StyledFeatures>
      ) : null}
      <StyledControls>
        {final ? null : (
          <div>
            <StyledLabel htmlFor={selectId}>Payment status</StyledLabel>
            <StyledSelect
              id={selectId}
              value={unit.status}
              disabled={settingStatus}
              onChange={(event) => void onStatus(event)}
            >
              {HAND_SET_UNIT_STATUSES.map((option) => (
                <option key={option.value} value={option.value}>
                  {option.label}
                </option>
              ))}
            </StyledSelect>
          </div>
        )}
        {final ? null : (
          <StyledButton $variant="outline" onClick={onSell}>
            Mark as Sold
          </StyledButton>
        )}
        <StyledButton $variant="outline" onClick={onEdit} aria-label={`Edit unit ${unit.unitNumber}`}>
          Edit
        </StyledButton>
        <StyledButton $variant="danger" onClick={onDelete} aria-label={`Delete unit ${unit.unitNumber}`}>
          Delete
        </StyledButton>
      </StyledControls>
    </StyledUnit>
  );
}
