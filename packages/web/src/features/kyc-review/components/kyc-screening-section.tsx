import styled from 'styled-components';
import type { KycScreening_CheckFragment } from '../../../graphql/generated';
import { StyledBadge } from '../../ui/components/badge';
import { StyledFactList } from '../../ui/components/data-display';
import { formatReviewTime } from '../kyc-review-format';
import { scorePercent, screeningView, topicLabels } from '../kyc-review-rules';

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
  border-left: 4px solid ${({ theme }) => theme.colors.danger};
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
  const view = screeningView(check);
  return (
    <StyledSection aria-label="AML screening" data-testid="kyc-screening">
      <h4>
        AML screening <StyledBadge $tone={view.tone}>{view.label}</StyledBadge>
      </h4>
      <p>{view.text}</p>
      {check ? (
        <StyledFactList>
          <div>
            <dt>Sanctions</dt>
            <dd>{check.sanctionsResult === 'possible_match' ? 'Possible match' : (check.sanctionsResult ?? '—')}</dd>
          </div>
          <div>
            <dt>Politically exposed</dt>
            <dd>{check.pepResult === 'possible_match' ? 'Possible match' : (check.pepResult ?? '—')}</dd>
          </div>
          <div>
            <dt>Best score</dt>
            <dd>{scorePercent(check.riskScore)}</dd>
          </div>
          <div>
            <dt>Risk level</dt>
            <dd>{check.riskLevel ?? '—'}</dd>
          </div>
          <div>
            <dt>Screened</dt>
            <dd>{check.screenedAt ? formatReviewTime(check.screenedAt) : '—'}</dd>
          </div>
          <div>
            <dt>{check.status === 'pending' ? 'Next attempt' : 'Service'}</dt>
            <dd>
              {check.status === 'pending'
                ? check.nextAttemptAt
                  ? formatReviewTime(check.nextAttemptAt)
                  : '—'
                : (check.provider ?? '—')}
            </dd>
          </div>
        </StyledFactList>
      ) : null}
      {check && check.matches.length > 0 ? (
        <StyledMatches aria-label="Matched entities">
          {check.matches.map((match) => (
            <StyledMatch key={match.id}>
              <strong>{match.caption}</strong>
              <span>
                Score {scorePercent(match.score)} · {topicLabels(match.topics)}
              </span>
              <span>Born: {match.birthDates.join(', ') || '—'}</span>
              <span>Countries: {match.countries.join(', ').toUpperCase() || '—'}</span>
              <span>
                Lists: {match.datasets.join(', ') || '—'} ({match.id})
              </span>
            </StyledMatch>
          ))}
        </StyledMatches>
      ) : null}
    </StyledSection>
  );
}
