import { useId } from 'react';
import styled from 'styled-components';
import type { AuditRecordRow_AuditRecordFragment } from '../../../graphql/generated';
import { relativeTime } from '../../../lib/relative-time';
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
  if (changes.length === 0) return <StyledSub>{AUDIT_MESSAGES.noChanges}</StyledSub>;
  return (
    <StyledChanges>
      {changes.map((change) => {
        const parts = changeParts(change);
        return (
          <li key={change.field} data-testid="audit-change">
            {parts.field ? <StyledField>{parts.field}: </StyledField> : null}
            <StyledBefore>
              <Side side={parts.before} />
            </StyledBefore>{' '}
            <span role="img" aria-label="changed to">
              →
            </span>{' '}
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
  const now = new Date();
  return (
    <StyledTableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <StyledTable data-testid="audit-table" $minWidth="880px" $cellAlign="top" $cards $busy={busy} aria-busy={busy}>
        <caption id={captionId} className="visually-hidden">
          Audit records
        </caption>
        <thead>
          <tr>
            <th scope="col">When</th>
            <th scope="col">Who</th>
            <th scope="col">Action</th>
            <th scope="col">Entity</th>
            <th scope="col">Changes</th>
          </tr>
        </thead>
        <tbody>
          {records.map((record) => (
            <tr key={record.id} data-testid="audit-row" data-audit-id={record.id}>
              <td className="nowrap" data-label="When">
                <time dateTime={record.at} title={exactTime(record.at)}>
                  {relativeTime(record.at, now)}
                </time>
              </td>
              <td data-label="Who">
                <div>{record.actorName}</div>
                {record.actorEmail ? <StyledSub>{record.actorEmail}</StyledSub> : null}
              </td>
              <td data-label="Action">
                <code>{record.action}</code>
              </td>
              <td className="nowrap" data-label="Entity">
                {entityLabel(record.entity, record.entityId)}
              </td>
              <td data-label="Changes" data-wide="">
                <Changes changes={record.changes} />
              </td>
            </tr>
          ))}
        </tbody>
      </StyledTable>
    </StyledTableScroll>
  );
}
