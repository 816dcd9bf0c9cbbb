import { useState, type ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { ForgotPasswordRequest } from '../../features/accounts/components/forgot-password-request';
import { ResetPasswordStep } from '../../features/accounts/components/reset-password-step';
import { StyledButtonLink } from '../../features/ui/components/button';
import { Icon } from '../../features/ui/components/icon';
import { MessagesArea } from '../../i18n/messages-area';
import { useDocumentTitle } from '../../lib/use-document-title';
import { AuthShell } from './auth-shell';
import styled from 'styled-components';

type Step = 'request' | 'reset' | 'success';

const StyledDone = styled.div`
  display: grid;
  justify-items: center;
  gap: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.colors.success};
`;

/**
 * /forgot-password (accounts spec §2, §4): request, then reset after a successful request, then success after a
 * successful reset. Every step leads back to /signin.
 */
export default function ForgotPasswordPage() {
  return (
    <MessagesArea area="account">
      <ForgotPassword />
    </MessagesArea>
  );
}

function ForgotPassword() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id });
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState('');
  useDocumentTitle(t(step === 'success' ? 'account.reset.doneDocumentTitle' : 'account.reset.title'));
  const BACK = { to: '/signin', label: t('account.reset.backToSignIn') };

  if (step === 'reset') {
    return (
      <AuthShell
        title={t('account.reset.title')}
        description={
          <FormattedMessage
            id="account.reset.description"
            values={{ email, strong: (text: ReactNode) => <strong>{text}</strong> }}
          />
        }
        back={BACK}
      >
        <ResetPasswordStep email={email} onReset={() => setStep('success')} onTryAgain={() => setStep('request')} />
      </AuthShell>
    );
  }
  if (step === 'success') {
    return (
      <AuthShell title={t('account.reset.doneTitle')} description={t('account.reset.doneDescription')} back={BACK}>
        <StyledDone>
          <Icon name="check" size={40} />
          <StyledButtonLink to="/signin" state={{ email }} $block $size="lg">
            {t('auth.signIn')}
          </StyledButtonLink>
        </StyledDone>
      </AuthShell>
    );
  }
  return (
    <AuthShell title={t('account.forgot.title')} description={t('account.forgot.description')} back={BACK}>
      <ForgotPasswordRequest
        initialEmail={email}
        onSent={(sent) => {
          setEmail(sent);
          setStep('reset');
        }}
      />
    </AuthShell>
  );
}
