import { useMemo, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AuditRecordFilter } from '../../../graphql/generated';
import { MessagesArea } from '../../../i18n/messages-area';
import { errorMessage } from '../../../lib/error-message';
import { useDebouncedValue } from '../../admin-users/hooks/use-debounced-value';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { StyledMuted, StyledStack } from '../../ui/components/layout-primitives';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import {
  AUDIT_EXPORT_CAP,
  AUDIT_MESSAGES,
  AUDIT_SEARCH_DEBOUNCE_MS,
  auditFilterOf,
  EMPTY_AUDIT_FILTERS,
  hasAuditFilters,
  type AuditFilterForm,
} from '../audit-rules';
import { AuditExportFailed, useAuditCsvExport } from '../hooks/use-audit-csv-export';
import { useAuditRecords } from '../hooks/use-audit-records';
import { AuditFilters } from './audit-filters';
import { AuditTable } from './audit-table';

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledMore = styled.div`
  display: flex;
  justify-content: center;
`;

/**
 * The admin panel's Audit tab (issue 11 §9): every admin action and every money or ownership transition, newest
 * first, filtered by user, entity, action and dates, more on request, and the same records as a CSV download.
 * Records are read-only here as everywhere: the database refuses to change them. Its own chunk, with its words
 * (the `adminAudit` area).
 */
export default function AuditTab() {
  return (
    <MessagesArea area="adminAudit">
      <AuditTrail />
    </MessagesArea>
  );
}

function AuditTrail() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  const [form, setForm] = useState<AuditFilterForm>(EMPTY_AUDIT_FILTERS);
  // Typing waits for a pause; choices (entity, dates) apply at once.
  const user = useDebouncedValue(form.user, AUDIT_SEARCH_DEBOUNCE_MS);
  const action = useDebouncedValue(form.action, AUDIT_SEARCH_DEBOUNCE_MS);
  const asked = useMemo(() => auditFilterOf({ ...form, user, action }), [form, user, action]);
  // Dates that cannot be asked keep the last filter that could (the reason shows under 'To').
  const [lastValid, setLastValid] = useState<AuditRecordFilter>({});
  if (asked.ok && JSON.stringify(asked.filter) !== JSON.stringify(lastValid)) setLastValid(asked.filter);
  const filter = asked.ok ? asked.filter : lastValid;

  const { records, hasMore, error, loading, loadingMore, loadMore, refetch } = useAuditRecords(filter);
  const { exportCsv, exporting } = useAuditCsvExport();
  const toast = useToast();

  const onExport = async () => {
    try {
      const { truncated } = await exportCsv(filter);
      toast(
        truncated
          ? { title: t(AUDIT_MESSAGES.exported), description: t(AUDIT_MESSAGES.truncated, { count: AUDIT_EXPORT_CAP }) }
          : { title: t(AUDIT_MESSAGES.exported), variant: 'success' },
      );
    } catch (failure) {
      const description = failure instanceof AuditExportFailed ? failure.serverMessage : undefined;
      toast({ title: t(AUDIT_MESSAGES.exportFailed), description, variant: 'destructive' });
    }
  };

  const onLoadMore = async () => {
    try {
      await loadMore();
    } catch (failure) {
      toast({ title: errorMessage(failure, t(AUDIT_MESSAGES.loadFailed)), variant: 'destructive' });
    }
  };

  let body;
  if (records === null && error) {
    body = (
      <StatePanel
        tone="danger"
        title={t(AUDIT_MESSAGES.loadFailed)}
        message={errorMessage(error, t('adminAudit.loadFailedHint'))}
        actions={
          <StyledButton onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="adminAudit.tryAgain" />
          </StyledButton>
        }
      />
    );
  } else if (records === null) {
    body = <StyledSkeleton $height="320px" aria-busy="true" />;
  } else if (records.length === 0) {
    body = (
      <StatePanel
        icon="file"
        title={t(hasAuditFilters(filter) ? AUDIT_MESSAGES.noMatches : AUDIT_MESSAGES.noRecords)}
      />
    );
  } else {
    body = (
      <>
        <AuditTable records={records} busy={loading && !loadingMore} />
        {hasMore ? (
          <StyledMore>
            <StyledButton $variant="outline" disabled={loadingMore} onClick={() => void onLoadMore()}>
              <FormattedMessage id={loadingMore ? 'adminAudit.loadingMore' : 'adminAudit.loadMore'} />
            </StyledButton>
          </StyledMore>
        ) : null}
      </>
    );
  }

  return (
    <StyledStack $gap="lg">
      <StyledHead>
        <div>
          <h2>
            <FormattedMessage id="adminAudit.title" />
          </h2>
          <StyledMuted>
            <FormattedMessage id="adminAudit.lead" />
          </StyledMuted>
        </div>
        <StyledButton $variant="outline" disabled={exporting} onClick={() => void onExport()}>
          <FormattedMessage id={exporting ? 'adminAudit.exporting' : 'adminAudit.exportCsv'} />
        </StyledButton>
      </StyledHead>
      <AuditFilters form={form} toError={asked.ok ? undefined : asked.fields.to} onChange={setForm} />
      {body}
    </StyledStack>
  );
}
