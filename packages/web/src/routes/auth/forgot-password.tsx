import { useState } from 'react';
import { ForgotPasswordRequest } from '../../features/accounts/components/forgot-password-request';
import { ResetPasswordStep } from '../../features/accounts/components/reset-password-step';
import { StyledButtonLink } from '../../features/ui/components/button';
import { Icon } from '../../features/ui/components/icon';
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

const BACK = { to: '/signin', label: 'Back to Sign In' };

/**
 * /forgot-password (accounts spec §2, §4): request, then reset after a successful request, then success after a
 * successful reset. Every step leads back to /signin.
 */
export default function ForgotPasswordPage() {
  const [step, setStep] = useState<Step>('request');
  const [email, setEmail] = useState('');
  useDocumentTitle(step === 'success' ? 'Password Reset' : 'Reset Password');

  if (step === 'reset') {
    return (
      <AuthShell
        title="Reset Password"
        description={
          <>
            Enter the 6-digit code we sent to <strong>{email}</strong> and choose a new password.
          </>
        }
        back={BACK}
      >
        <ResetPasswordStep email={email} onReset={() => setStep('success')} onTryAgain={() => setStep('request')} />
      </AuthShell>
    );
  }
  if (step === 'success') {
    return (
      <AuthShell
        title="Password Reset Successful"
        description="Your password has been changed and every other session signed out. Sign in with your new password."
        back={BACK}
      >
        <StyledDone>
          <Icon name="check" size={40} />
          <StyledButtonLink to="/signin" state={{ email }} $block $size="lg">
            Sign In
          </StyledButtonLink>
        </StyledDone>
      </AuthShell>
    );
  }
  return (
    <AuthShell
      title="Forgot Password"
      description="Enter the email of your account and we will send you a 6-digit code to reset your password."
      back={BACK}
    >
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
