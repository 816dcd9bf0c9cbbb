import { lazy, Suspense, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AdminDeveloperCard_DeveloperFragment } from '../../../graphql/generated';
import { MessagesArea } from '../../../i18n/messages-area';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { StyledMuted, StyledStack } from '../../ui/components/layout-primitives';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { useAdminDevelopers } from '../hooks/use-admin-developers';
import { AdminDeveloperCard } from './admin-developer-card';
import { DeleteDeveloperDialog } from './delete-developer-dialog';

// The form (formik, yup) loads when first opened.
const DeveloperFormDialog = lazy(() => import('./developer-form-dialog'));

const StyledHead = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledTitle = styled.h2`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xl};
`;

const StyledCards = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 320px), 1fr));
`;

type Developer = AdminDeveloperCard_DeveloperFragment;
type OpenDialog = { kind: 'add' } | { kind: 'edit'; developer: Developer } | { kind: 'delete'; developer: Developer };

/**
 * The admin panel's Developers tab (accounts spec §2): 'Developer Management' with a count badge, Add Developer,
 * and a card per developer, active or inactive, with Edit and Delete. Its own chunk: only admins download it.
 */
export default function DevelopersTab() {
  return (
    <MessagesArea area="adminDevelopers">
      <Developers />
    </MessagesArea>
  );
}

/** The count before the list has loaded. */
const PENDING = '…';

function Developers() {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminDevelopers.${id}` }, values);
  const { developers, error, refetch } = useAdminDevelopers();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const close = () => setDialog(null);
  const addButton = (
    <StyledButton onClick={() => setDialog({ kind: 'add' })}>
      <FormattedMessage id="adminDevelopers.add" />
    </StyledButton>
  );

  let body;
  if (developers === null && error) {
    body = (
      <StatePanel
        tone="danger"
        title={t('load.failed')}
        message={t('load.retry')}
        actions={
          <StyledButton onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="adminDevelopers.load.tryAgain" />
          </StyledButton>
        }
      />
    );
  } else if (developers === null) {
    body = (
      <StyledCards aria-busy="true">
        <StyledSkeleton $height="360px" />
        <StyledSkeleton $height="360px" />
      </StyledCards>
    );
  } else if (developers.length === 0) {
    body = <StatePanel icon="building" title={t('empty.title')} message={t('empty.message')} actions={addButton} />;
  } else {
    body = (
      <StyledCards>
        {developers.map((developer) => (
          <AdminDeveloperCard
            key={developer.id}
            developer={developer}
            onEdit={() => setDialog({ kind: 'edit', developer })}
            onDelete={() => setDialog({ kind: 'delete', developer })}
          />
        ))}
      </StyledCards>
    );
  }

  return (
    <StyledStack $gap="lg">
      <StyledHead>
        <div>
          <StyledTitle>
            {t('title')}
            <StyledBadge aria-label={t('count', { count: developers?.length ?? 0 })} data-testid="developer-count">
              {developers ? intl.formatNumber(developers.length) : PENDING}
            </StyledBadge>
          </StyledTitle>
          <StyledMuted>{t('lead')}</StyledMuted>
        </div>
        {addButton}
      </StyledHead>
      {body}
      {dialog?.kind === 'add' || dialog?.kind === 'edit' ? (
        <Suspense fallback={null}>
          <DeveloperFormDialog onClose={close} developer={dialog.kind === 'edit' ? dialog.developer : undefined} />
        </Suspense>
      ) : null}
      {dialog?.kind === 'delete' ? <DeleteDeveloperDialog developer={dialog.developer} onClose={close} /> : null}
    </StyledStack>
  );
}
