import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AmlResult, KycScreening_CheckFragment } from '../../../graphql/generated';
import { StyledBadge } from '../../ui/components/badge';
import { StyledFactList } from '../../ui/components/data-display';
import { formatReviewTime } from '../kyc-review-format';
import { scorePercent, screeningView, topicLabels } from '../kyc-review-rules';

/** A figure the screening has not given. */
const NONE = '—';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h4 {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
  > p {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

const StyledMatches = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  ${({ theme }) => theme.media.md} {
    grid-template-columns: 1fr 1fr;
  }
`;

const StyledMatch = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-inline-start: 4px solid ${({ theme }) => theme.colors.danger};
  border-radius: ${({ theme }) => theme.radii.md};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  /* Entity ids and data set names are long words: they wrap rather than widen a phone's page. */
  overflow-wrap: anywhere;
  min-width: 0;
  strong {
    font-size: ${({ theme }) => theme.fontSizes.md};
  }
`;

/**
 * The sanctions and PEP screening of the submission under review (docs/kyc.md, "AML screening"): its status,
 * score and risk, what it means for the decision, and the entities it matched, so the reviewer can compare them
 * with the documents.
 */
export function KycScreeningSection({ check }: { check: KycScreening_CheckFragment | null | undefined }) {
  const intl = useIntl();
  const view = screeningView(check, intl);
  const t = (id: string) => intl.formatMessage({ id: `adminKyc.screening.${id}` });
  const result = (value: AmlResult | null) =>
    value ? t(value === 'possible_match' ? 'possibleMatch' : 'resultClear') : NONE;
  const time = (value: string | null | undefined) => (value ? formatReviewTime(value, intl.locale) : NONE);
  // Data, not a sentence: 'a, b, c' in English, each language's own separator elsewhere.
  const list = (values: readonly string[]) =>
    values.length > 0 ? intl.formatList(values, { type: 'unit', style: 'short' }) : NONE;
  return (
    <StyledSection aria-label={t('title')} data-testid="kyc-screening">
      <h4>
        <FormattedMessage id="adminKyc.screening.title" /> <StyledBadge $tone={view.tone}>{view.label}</StyledBadge>
      </h4>
      <p>{view.text}</p>
      {check ? (
        <StyledFactList>
          <div>
            <dt>{t('sanctions')}</dt>
            <dd>{result(check.sanctionsResult)}</dd>
          </div>
          <div>
            <dt>{t('politicallyExposed')}</dt>
            <dd>{result(check.pepResult)}</dd>
          </div>
          <div>
            <dt>{t('bestScore')}</dt>
            <dd>{scorePercent(check.riskScore, intl)}</dd>
          </div>
          <div>
            <dt>{t('riskLevel')}</dt>
            <dd>{check.riskLevel ? t(`level.${check.riskLevel}`) : NONE}</dd>
          </div>
          <div>
            <dt>{t('screened')}</dt>
            <dd>{time(check.screenedAt)}</dd>
          </div>
          <div>
            <dt>{check.status === 'pending' ? t('nextAttempt') : t('service')}</dt>
            <dd>{check.status === 'pending' ? time(check.nextAttemptAt) : (check.provider ?? NONE)}</dd>
          </div>
        </StyledFactList>
      ) : null}
      {check && check.matches.length > 0 ? (
        <StyledMatches aria-label={t('matches')}>
          {check.matches.map((match) => (
            <StyledMatch key={match.id}>
              <strong>{match.caption}</strong>
              <span>
                <FormattedMessage
                  id="adminKyc.screening.matchScore"
                  values={{ score: scorePercent(match.score, intl), topics: topicLabels(match.topics, intl) }}
                />
              </span>
              <span>
                <FormattedMessage id="adminKyc.screening.born" values={{ dates: list(match.birthDates) }} />
              </span>
              <span>
                <FormattedMessage
                  id="adminKyc.screening.countries"
                  values={{ countries: list(match.countries.map((c) => c.toUpperCase())) }}
                />
              </span>
              <span>
                <FormattedMessage
                  id="adminKyc.screening.lists"
                  values={{ lists: list(match.datasets), entity: match.id }}
                />
              </span>
            </StyledMatch>
          ))}
        </StyledMatches>
      ) : null}
    </StyledSection>
  );
}
