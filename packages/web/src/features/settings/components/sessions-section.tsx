import { useIntl } from 'react-intl';
import { lazy, Suspense, useState } from 'react';
import styled from 'styled-components';
import { readApiFailure } from '../../../lib/api-error';
import { failureDescription } from '../../accounts/account-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { StyledStack } from '../../ui/components/layout-primitives';
import { useOtherSessions } from '../hooks/use-other-sessions';
import { SettingsSection } from './settings-section';

const SignOutOthersDialog = lazy(() => import('./sign-out-others-dialog'));

const StyledCount = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * Settings: how many other sessions (devices, browsers) are signed in, and signing them all out after a
 * confirmation. This one stays signed in.
 */
export function SessionsSection() {
  const toast = useToast();
  const { sessions, error, refetch, signOutOthers, signingOut } = useOtherSessions();
  const [confirming, setConfirming] = useState(false);
  const count = sessions?.otherSessions ?? 0;
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);

  const confirm = async () => {
    try {
      const done = await signOutOthers();
      toast({ title: t('settings.sessions.signedOut'), description: done.message, variant: 'success' });
      setConfirming(false);
    } catch (failure) {
      toast({
        title: t('settings.sessions.failed'),
        description: failureDescription(intl, readApiFailure(failure), t('settings.pleaseTryAgain')),
        variant: 'destructive',
      });
    }
  };

  return (
    <SettingsSection
      id="settings-sessions"
      title={t('settings.sessions.title')}
      description={t('settings.sessions.description')}
      failed={!!error}
      onRetry={refetch}
    >
      {sessions ? (
        <StyledStack $gap="md">
          <StyledCount data-testid="other-sessions">{t('settings.sessions.count', { count })}</StyledCount>
          <div>
            <StyledButton $variant="danger" disabled={count === 0 || signingOut} onClick={() => setConfirming(true)}>
              {t('settings.sessions.signOut')}
            </StyledButton>
          </div>
          {confirming ? (
            <Suspense fallback={null}>
              <SignOutOthersDialog
                count={count}
                busy={signingOut}
                onConfirm={() => void confirm()}
                onClose={() => setConfirming(false)}
              />
            </Suspense>
          ) : null}
        </StyledStack>
      ) : null}
    </SettingsSection>
  );
}
