import { useQuery } from '@apollo/client/react';
import { Suspense } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { MyStatementsDocument } from '../../../graphql/generated';
import { MessagesArea } from '../../../i18n/messages-area';
import { StyledButton } from '../../ui/components/button';
import { StyledCard, StyledSectionTitle, StyledStack } from '../../ui/components/layout-primitives';
import { StatePanel } from '../../ui/components/state-panel';
import { useStatementDownload } from '../hooks/use-statement-download';

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-direction: column;
  gap: 0.75rem;
`;

const StyledRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: 0.5rem 1rem;
  padding-block: 0.5rem;
  border-block-end: 1px solid ${({ theme }) => theme.colors.border};
`;

const StyledMeta = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.textMuted};
`;

const StyledError = styled.span`
  display: block;
  font-size: 0.875rem;
  color: ${({ theme }) => theme.colors.danger};
`;

/** The last year that has ended: the newest yearly statement an investor can ask for. */
const lastEndedYear = () => new Date().getUTCFullYear() - 1;

function StatementsList() {
  const intl = useIntl();
  const { data, loading, error, refetch } = useQuery(MyStatementsDocument, { fetchPolicy: 'cache-and-network' });
  const { download, busy, failed } = useStatementDownload();
  const year = lastEndedYear();
  const yearlyPath = `/api/statements/yearly/${year}/pdf`;
  const statements = data?.myStatements;

  let body;
  if (!statements && loading) {
    body = (
      <p role="status">
        <FormattedMessage id="statements.loading" />
      </p>
    );
  } else if (!statements || error) {
    body = (
      <StatePanel
        tone="danger"
        title={intl.formatMessage({ id: 'statements.error.title' })}
        message={intl.formatMessage({ id: 'statements.error.message' })}
        actions={
          <StyledButton $variant="outline" onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="statements.retry" />
          </StyledButton>
        }
      />
    );
  } else if (statements.length === 0) {
    body = (
      <StatePanel
        icon="file"
        title={intl.formatMessage({ id: 'statements.empty.title' })}
        message={intl.formatMessage({ id: 'statements.empty.message' })}
      />
    );
  } else {
    body = (
      <StyledList>
        {statements.map((s) => (
          <StyledRow key={s.id}>
            <span>
              {s.kind === 'sale' ? (
                <FormattedMessage
                  id="statements.sale.name"
                  values={{ project: s.projectTitle ?? '', unit: s.unitNumber ?? '' }}
                />
              ) : (
                <FormattedMessage id="statements.yearly.name" values={{ year: String(s.year ?? '') }} />
              )}
              <StyledMeta>
                <FormattedMessage
                  id="statements.issued"
                  values={{ date: intl.formatDate(s.issuedAt, { dateStyle: 'medium', timeZone: 'UTC' }) }}
                />
              </StyledMeta>
              {failed === s.pdfUrl ? (
                <StyledError role="alert">
                  <FormattedMessage id="statements.download.failed" />
                </StyledError>
              ) : null}
            </span>
            <StyledButton
              $variant="outline"
              disabled={busy !== null}
              onClick={() => void download(s.pdfUrl, s.fileName)}
            >
              <FormattedMessage id={busy === s.pdfUrl ? 'statements.download.busy' : 'statements.download'} />
            </StyledButton>
          </StyledRow>
        ))}
      </StyledList>
    );
  }

  return (
    <StyledStack $gap="md">
      {body}
      <div>
        <StyledButton
          $variant="outline"
          disabled={busy !== null}
          onClick={() =>
            void download(yearlyPath, `statement-${year}.pdf`).then(() => refetch().catch(() => undefined))
          }
        >
          <FormattedMessage id="statements.yearly.download" values={{ year: String(year) }} />
        </StyledButton>
        {failed === yearlyPath ? (
          <StyledError role="alert">
            <FormattedMessage id="statements.download.failed" />
          </StyledError>
        ) : null}
      </div>
    </StyledStack>
  );
}

/**
 * The dashboard's Statements (issue 22 item 5): a sale statement per sold position and the yearly ones, each
 * downloaded as a PDF; and the last ended year's statement on demand. Its own catalog area, `statements`.
 */
export default function StatementsSection() {
  return (
    <Suspense fallback={null}>
      <MessagesArea area="statements">
        <StyledCard id="statements" as="section" aria-labelledby="statements-title">
          <StyledStack $gap="md">
            <StyledSectionTitle id="statements-title">
              <FormattedMessage id="statements.title" />
            </StyledSectionTitle>
            <StatementsList />
          </StyledStack>
        </StyledCard>
      </MessagesArea>
    </Suspense>
  );
}
