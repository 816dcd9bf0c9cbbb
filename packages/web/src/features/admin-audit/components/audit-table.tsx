import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AuditRecordRow_AuditRecordFragment } from '../../../graphql/generated';
import { relativeTimeParts } from '../../../lib/relative-time';
import { StyledDataTable, StyledTableScroll } from '../../ui/components/data-table';
import { AUDIT_MESSAGES, changeParts, entityLabel, exactTime, type ChangeSide } from '../audit-rules';

const StyledTable = styled(StyledDataTable)`
  td.nowrap {
    white-space: nowrap;
  }
`;

const StyledSub = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledChanges = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xxs};
  overflow-wrap: anywhere;
`;

const StyledField = styled.span`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledBefore = styled.span`
  color: ${({ theme }) => theme.colors.danger};
  text-decoration: line-through;
`;

const StyledAfter = styled.span`
  color: ${({ theme }) => theme.colors.success};
`;

type Row = AuditRecordRow_AuditRecordFragment;

/** Typography, not words: the space between a change's parts and its arrow (mirrored right to left by the text). */
const GAP = ' ';
const ARROW = '→';

/** One side of a change: a user's id reads as their name, the id and email kept in the hover text. */
function Side({ side }: { side: ChangeSide }) {
  return side.title ? (
    <span title={side.title} data-user-id={side.userId}>
      {side.text}
    </span>
  ) : (
    <>{side.text}</>
  );
}

function Changes({ changes }: { changes: Row['changes'] }) {
  const intl = useIntl();
  if (changes.length === 0)
    return (
      <StyledSub>
        <FormattedMessage id={AUDIT_MESSAGES.noChanges} />
      </StyledSub>
    );
  return (
    <StyledChanges>
      {changes.map((change) => {
        const parts = changeParts(intl, change);
        return (
          <li key={change.field} data-testid="audit-change">
            {parts.field ? (
              <StyledField>
                <FormattedMessage id="adminAudit.changeField" values={{ field: parts.field }} />
                {GAP}
              </StyledField>
            ) : null}
            <StyledBefore>
              <Side side={parts.before} />
            </StyledBefore>
            {GAP}
            <span role="img" aria-label={intl.formatMessage({ id: 'adminAudit.changedTo' })}>
              {ARROW}
            </span>
            {GAP}
            <StyledAfter>
              <Side side={parts.after} />
            </StyledAfter>
          </li>
        );
      })}
    </StyledChanges>
  );
}

/**
 * The audit records (newest first): When (relative, the exact time on hover), Who, Action, the record it was
 * about, and what changed, each changed field's value before and after.
 */
export function AuditTable({ records, busy }: { records: readonly Row[]; busy: boolean }) {
  const captionId = useId();
  const intl = useIntl();
  const now = new Date();
  const when = intl.formatMessage({ id: 'adminAudit.when' });
  const who = intl.formatMessage({ id: 'adminAudit.who' });
  const action = intl.formatMessage({ id: 'adminAudit.action' });
  const entity = intl.formatMessage({ id: 'adminAudit.entity' });
  const changes = intl.formatMessage({ id: 'adminAudit.changes' });
  return (
    <StyledTableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <StyledTable data-testid="audit-table" $minWidth="880px" $cellAlign="top" $cards $busy={busy} aria-busy={busy}>
        <caption id={captionId} className="visually-hidden">
          <FormattedMessage id="adminAudit.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">{when}</th>
            <th scope="col">{who}</th>
            <th scope="col">{action}</th>
            <th scope="col">{entity}</th>
            <th scope="col">{changes}</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => {
            const age = relativeTimeParts(record.at, now);
            return (
              <tr key={record.id} data-testid="audit-row" data-audit-id={record.id}>
                <td className="nowrap" data-label={when}>
                  <time dateTime={record.at} title={exactTime(record.at, intl.locale)}>
                    {age ? <FormattedMessage id="adminAudit.ago" values={{ ...age }} /> : null}
                  </time>
                </td>
                <td data-label={who}>
                  <div>{record.actorName}</div>
                  {record.actorEmail ? <StyledSub>{record.actorEmail}</StyledSub> : null}
                </td>
                <td data-label={action}>
                  <code>{record.action}</code>
                </td>
                <td className="nowrap" data-label={entity}>
                  {entityLabel(intl, record.entity, record.entityId)}
                </td>
                <td data-label={changes} data-wide="">
                  <Changes changes={record.changes} />
                </td>
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
    </StyledTableScroll>
  );
}
