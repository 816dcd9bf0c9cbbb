import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { PartnerKeyRow_KeyFragment } from '../../../graphql/generated';
import { MessagesArea } from '../../../i18n/messages-area';
import { readApiFailure } from '../../../lib/api-error';
import { formatDate, formatDateTime } from '../../../lib/dates';
import { relativeTimeParts } from '../../../lib/relative-time';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { StyledDataTable, StyledTableScroll } from '../../ui/components/data-table';
import { Dialog } from '../../ui/components/dialog';
import { StyledMuted, StyledStack } from '../../ui/components/layout-primitives';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { usePartnerKeyMutations, usePartnerKeys } from '../hooks/use-partner-keys';

// The form (formik, yup) loads when first opened.
const IssueKeyDialog = lazy(() => import('./issue-key-dialog'));

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

type PartnerKey = PartnerKeyRow_KeyFragment;

/** How a key is shown: its prefix, the secret elided (the same in every language). */
const keyShown = (partnerKey: Pick<PartnerKey, 'prefix'>) => `cbk_${partnerKey.prefix}_…`;

const StyledRevokedBadge = styled(StyledBadge)`
  margin-inline-start: ${({ theme }) => theme.space.xs};
`;

function RevokeDialog({ partnerKey, onClose }: { partnerKey: PartnerKey; onClose: () => void }) {
  const toast = useToast();
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminPartners.${id}` }, values);
  const { revoke, revoking } = usePartnerKeyMutations();
  const confirm = async () => {
    try {
      await revoke(partnerKey.id);
      toast({
        title: t('toast.revoked.title'),
        description: t('toast.revoked.description', { name: partnerKey.name }),
        variant: 'success',
      });
      onClose();
    } catch (failure) {
      const message = readApiFailure(failure).message ?? t('toast.revokeFailed.description');
      toast({ title: t('toast.revokeFailed.title'), description: message, variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('revokeDialog.title')}
      description={t('revokeDialog.description', { name: partnerKey.name, key: keyShown(partnerKey) })}
    >
      <StyledActions>
        <StyledButton $variant="ghost" onClick={onClose}>
          {t('revokeDialog.cancel')}
        </StyledButton>
        <StyledButton $variant="danger" disabled={revoking} onClick={() => void confirm()}>
          {revoking ? t('revokeDialog.revoking') : t('revokeDialog.confirm')}
        </StyledButton>
      </StyledActions>
    </Dialog>
  );
}

/**
 * The admin panel's Partners tab (issue 11 item 10b; docs/partners.md): every partner API key with its limits and
 * last use, Issue key (the key shown once) and Revoke after a confirmation. Its own chunk: only admins load it.
 */
export default function PartnersTab() {
  return (
    <MessagesArea area="adminPartners">
      <Partners />
    </MessagesArea>
  );
}

function Partners() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminPartners.${id}` }, values);
  const { keys, error, refetch } = usePartnerKeys();
  const [dialog, setDialog] = useState<{ kind: 'issue' } | { kind: 'revoke'; partnerKey: PartnerKey } | null>(null);
  const close = () => setDialog(null);
  const issueButton = (
    <StyledButton onClick={() => setDialog({ kind: 'issue' })}>
      <FormattedMessage id="adminPartners.issue" />
    </StyledButton>
  );

  let body;
  if (keys === null && error) {
    body = (
      <StatePanel
        tone="danger"
        title={t('load.failed')}
        message={t('load.retry')}
        actions={
          <StyledButton onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="adminPartners.load.tryAgain" />
          </StyledButton>
        }
      />
    );
  } else if (keys === null) {
    body = <StyledSkeleton $height="200px" aria-busy="true" />;
  } else if (keys.length === 0) {
    body = <StatePanel icon="building" title={t('empty.title')} message={t('empty.message')} actions={issueButton} />;
  } else {
    body = (
      <StyledTableScroll role="region" aria-label={t('table.region')} tabIndex={0}>
        <StyledDataTable aria-label={t('title')} $minWidth="640px" $cards>
          <thead>
            <tr>
              <th scope="col">{t('table.partner')}</th>
              <th scope="col">{t('table.key')}</th>
              <th scope="col">{t('table.limits')}</th>
              <th scope="col">{t('table.created')}</th>
              <th scope="col">{t('table.lastUsed')}</th>
              <th scope="col">
                <span className="visually-hidden">{t('table.actions')}</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => {
              const lastUsed = k.lastUsedAt ? relativeTimeParts(k.lastUsedAt) : null;
              return (
                <tr key={k.id}>
                  <td>
                    {k.name}
                    {k.active ? null : (
                      <StyledRevokedBadge
                        $tone="danger"
                        title={k.revokedAt ? formatDateTime(k.revokedAt, undefined, intl.locale) : undefined}
                      >
                        {t('revoked')}
                      </StyledRevokedBadge>
                    )}
                  </td>
                  <td data-label={t('table.key')}>
                    <code dir="ltr">{keyShown(k)}</code>
                  </td>
                  <td data-label={t('table.limits')}>
                    {t('limits', { requests: k.requestsPerMinute, cost: k.maxQueryCost })}
                  </td>
                  <td data-label={t('table.created')}>{formatDate(k.createdAt, undefined, intl.locale)}</td>
                  <td
                    data-label={t('table.lastUsed')}
                    title={k.lastUsedAt ? formatDateTime(k.lastUsedAt, undefined, intl.locale) : undefined}
                  >
                    {lastUsed ? t('ago', { unit: lastUsed.unit, count: lastUsed.count }) : t('never')}
                  </td>
                  <td>
                    {k.active ? (
                      <StyledButton $variant="ghost" onClick={() => setDialog({ kind: 'revoke', partnerKey: k })}>
                        {t('revoke')}
                      </StyledButton>
                    ) : null}
                  </td>
                </tr>
              );
            })}
          </tbody>
        </StyledDataTable>
      </StyledTableScroll>
    );
  }

  return (
    <StyledStack $gap="lg">
      <StyledHead>
        <div>
          <h2>{t('title')}</h2>
          <StyledMuted>{t('lead')}</StyledMuted>
        </div>
        {issueButton}
      </StyledHead>
      {body}
      {dialog?.kind === 'issue' ? (
        <Suspense fallback={null}>
          <IssueKeyDialog onClose={close} />
        </Suspense>
      ) : null}
      {dialog?.kind === 'revoke' ? <RevokeDialog partnerKey={dialog.partnerKey} onClose={close} /> : null}
    </StyledStack>
  );
}
