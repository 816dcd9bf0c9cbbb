import { Suspense, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import type { MyReturnsQuery } from '../../../graphql/generated';
import { MessagesArea } from '../../../i18n/messages-area';
import { StyledButton } from '../../ui/components/button';
import { StyledCard, StyledMuted, StyledStack } from '../../ui/components/layout-primitives';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { TabList } from '../../ui/components/tab-list';
import { useMyReturns } from '../hooks/use-my-returns';
import { initialReturnsCurrency } from '../returns-rules';
import { ReturnsFigures } from './returns-figures';

type Returns = MyReturnsQuery['myReturns'];
type Position = Returns['positions'][number];

const StyledTitle = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledPositions = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledPosition = styled.li`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    overflow-wrap: anywhere;
  }
`;

const StyledNote = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledTotals = styled.div`
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.md};
    margin-block-end: ${({ theme }) => theme.space.sm};
  }
`;

/** A rate as the server keeps it (up to 6 decimals), laid out in the interface language, never rounded. */
function useRateFormat() {
  const intl = useIntl();
  const locale = intl.locale === 'en' ? 'en-US' : intl.locale;
  const format = new Intl.NumberFormat(locale, { maximumFractionDigits: 6 });
  return (rate: string) => format.format(rate as Intl.StringNumericLiteral);
}

function PositionCard({ position, code }: { position: Position; code: string }) {
  const intl = useIntl();
  const rate = useRateFormat();
  const figures = position.currencies.find((c) => c.code === code);
  if (!figures) return null;
  return (
    <StyledPosition data-testid={`returns-position-${position.investmentId}`}>
      <div>
        <h3>{position.projectTitle}</h3>
        <StyledNote>
          {intl.formatMessage(
            { id: 'returns.paidOn' },
            { date: intl.formatDate(position.paidAt, { dateStyle: 'medium' }) },
          )}
        </StyledNote>
      </div>
      <ReturnsFigures figures={figures} />
      {code !== 'USD' ? (
        <StyledNote>
          {intl.formatMessage(
            { id: 'returns.rates' },
            { code, atPayment: rate(figures.rateAtPayment), today: rate(figures.rateToday) },
          )}
        </StyledNote>
      ) : null}
      <StyledNote>
        {intl.formatMessage({
          id: position.valueBasis === 'sale' ? 'returns.basis.sale' : 'returns.basis.contribution',
        })}
      </StyledNote>
    </StyledPosition>
  );
}

function ReturnsView({ returns }: { returns: Returns }) {
  const intl = useIntl();
  const idPrefix = useId();
  const [code, setCode] = useState(() => initialReturnsCurrency(returns.currencies, returns.homeCurrency ?? null));
  const shown = returns.currencies.includes(code) ? code : initialReturnsCurrency(returns.currencies, null);
  const totals = returns.totals.find((t) => t.code === shown);
  return (
    <StyledStack $gap="md">
      {returns.homeCurrency ? null : (
        <StyledMuted>
          <FormattedMessage
            id="returns.noHomeCurrency"
            values={{ link: (text) => <Link to="/settings">{text}</Link> }}
          />
        </StyledMuted>
      )}
      <TabList
        idPrefix={idPrefix}
        label={intl.formatMessage({ id: 'returns.showIn' })}
        variant="pills"
        selected={shown}
        onSelect={setCode}
        tabs={returns.currencies.map((c) => ({ key: c, label: c }))}
      />
      <div role="tabpanel" id={`${idPrefix}-panel-${shown}`} aria-labelledby={`${idPrefix}-tab-${shown}`}>
        <StyledStack $gap="md">
          {totals && returns.positions.length > 1 ? (
            <StyledTotals data-testid="returns-totals">
              <h3>{intl.formatMessage({ id: 'returns.allPositions' })}</h3>
              <ReturnsFigures figures={totals} />
            </StyledTotals>
          ) : null}
          <StyledPositions>
            {returns.positions.map((p) => (
              <PositionCard key={p.investmentId} position={p} code={shown} />
            ))}
          </StyledPositions>
          <StyledNote>
            {intl.formatMessage(
              { id: 'returns.explain' },
              { asOf: intl.formatDate(returns.asOf, { dateStyle: 'medium', timeStyle: 'short' }) },
            )}
          </StyledNote>
        </StyledStack>
      </div>
    </StyledStack>
  );
}

function ReturnsBody() {
  const intl = useIntl();
  const headingId = useId();
  const { returns, error, loading, refetch } = useMyReturns();
  let body;
  if (returns && returns.positions.length > 0) body = <ReturnsView returns={returns} />;
  else if (returns) {
    body = (
      <StatePanel
        icon="trendingUp"
        title={intl.formatMessage({ id: 'returns.empty.title' })}
        message={intl.formatMessage({ id: 'returns.empty.message' })}
      />
    );
  } else if (error && !loading) {
    body = (
      <StatePanel
        tone="danger"
        title={intl.formatMessage({ id: 'returns.error.title' })}
        message={intl.formatMessage({ id: 'returns.error.message' })}
        actions={
          <StyledButton $variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            {intl.formatMessage({ id: 'returns.retry' })}
          </StyledButton>
        }
      />
    );
  } else {
    body = (
      <StyledSkeleton $height="220px" aria-busy="true" aria-label={intl.formatMessage({ id: 'returns.loading' })} />
    );
  }
  return (
    <StyledCard as="section" aria-labelledby={headingId} data-testid="returns-panel">
      <StyledStack $gap="md">
        <StyledStack $gap="xs">
          <StyledTitle id={headingId}>{intl.formatMessage({ id: 'returns.title' })}</StyledTitle>
          <StyledMuted>{intl.formatMessage({ id: 'returns.lead' })}</StyledMuted>
        </StyledStack>
        {body}
      </StyledStack>
    </StyledCard>
  );
}

/**
 * The dashboard's "Returns in cedis and your home currency" (issue 22 item 6): each paid position in USD, GHS and
 * the home currency, at the payment-date rate and today's, the property's return apart from the currency's
 * effect. Loaded after the rest of the dashboard, with its own text (the `returns` area).
 */
export default function ReturnsPanel() {
  return (
    <Suspense fallback={<StyledSkeleton $height="220px" aria-busy="true" />}>
      <MessagesArea area="returns">
        <ReturnsBody />
      </MessagesArea>
    </Suspense>
  );
}
