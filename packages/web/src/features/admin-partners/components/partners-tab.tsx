import { lazy, Suspense, useState } from 'react';
import { formatDate } from '../../../lib/dates';
import styled from 'styled-components';
import type { PartnerKeyRow_KeyFragment } from '../../../graphql/generated';
import { readApiFailure } from '../../../lib/api-error';
import { relativeTime } from '../../../lib/relative-time';
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

function RevokeDialog({ partnerKey, onClose }: { partnerKey: PartnerKey; onClose: () => void }) {
  const toast = useToast();
  const { revoke, revoking } = usePartnerKeyMutations();
  const confirm = async () => {
    try {
      await revoke(partnerKey.id);
      toast({
        title: 'Key revoked',
        description: `${partnerKey.name} can no longer call the API.`,
        variant: 'success',
      });
      onClose();
    } catch (failure) {
      const message = readApiFailure(failure).message ?? 'Failed to revoke the key.';
      toast({ title: 'Revoke failed', description: message, variant: 'destructive' });
    }
  };
  return (
    <Dialog
      open
      onClose={onClose}
      title="Revoke this key?"
      description={`${partnerKey.name} (cbk_${partnerKey.prefix}_…) is refused from its next request on. This cannot be undone; issue a new key to restore access.`}
    >
      <StyledActions>
        <StyledButton $variant="ghost" onClick={onClose}>
          Cancel
        </StyledButton>
        <StyledButton $variant="danger" disabled={revoking} onClick={() => void confirm()}>
          {revoking ? 'Revoking…' : 'Revoke key'}
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
  const { keys, error, refetch } = usePartnerKeys();
  const [dialog, setDialog] = useState<{ kind: 'issue' } | { kind: 'revoke'; partnerKey: PartnerKey } | null>(null);
  const close = () => setDialog(null);
  const issueButton = <StyledButton onClick={() => setDialog({ kind: 'issue' })}>Issue key</StyledButton>;

  let body;
  if (keys === null && error) {
    body = (
      <StatePanel
        tone="danger"
        title="Failed to load partner keys"
        message="Please try again."
        actions={<StyledButton onClick={() => void refetch().catch(() => undefined)}>Try Again</StyledButton>}
      />
    );
  } else if (keys === null) {
    body = <StyledSkeleton $height="200px" aria-busy="true" />;
  } else if (keys.length === 0) {
    body = (
      <StatePanel
        icon="building"
        title="No partner keys yet"
        message="Issue a key to let a partner read the public catalog over the GraphQL API."
        actions={issueButton}
      />
    );
  } else {
    body = (
      <StyledTableScroll role="region" aria-label="Partner API keys list" tabIndex={0}>
        <StyledDataTable aria-label="Partner API keys" $minWidth="640px" $cards>
          <thead>
            <tr>
              <th scope="col">Partner</th>
              <th scope="col">Key</th>
              <th scope="col">Limits</th>
              <th scope="col">Created</th>
              <th scope="col">Last used</th>
              <th scope="col">
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {keys.map((k) => (
              <tr key={k.id}>
                <td>
                  {k.name}{' '}
                  {k.active ? null : (
                    <StyledBadge $tone="danger" title={k.revokedAt ?? undefined}>
                      Revoked
                    </StyledBadge>
                  )}
                </td>
                <td data-label="Key">
                  <code>cbk_{k.prefix}_…</code>
                </td>
                <td data-label="Limits">
                  {k.requestsPerMinute}/min, cost ≤ {k.maxQueryCost}
                </td>
                <td data-label="Created">{formatDate(k.createdAt)}</td>
                <td data-label="Last used" title={k.lastUsedAt ?? undefined}>
                  {k.lastUsedAt ? relativeTime(k.lastUsedAt) : 'Never'}
                </td>
                <td>
                  {k.active ? (
                    <StyledButton $variant="ghost" onClick={() => setDialog({ kind: 'revoke', partnerKey: k })}>
                      Revoke
                    </StyledButton>
                  ) : null}
                </td>
              </tr>
            ))}
          </tbody>
        </StyledDataTable>
      </StyledTableScroll>
    );
  }

  return (
    <StyledStack $gap="lg">
      <StyledHead>
        <div>
          <h2>Partner API keys</h2>
          <StyledMuted>Read-only keys for partners: the public catalog and its statistics over GraphQL.</StyledMuted>
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
