import { useIntl } from 'react-intl';
import type { ReactNode } from 'react';
import styled from 'styled-components';
import { StyledButton } from '../../ui/components/button';
import { StyledCard, StyledMuted, StyledStack } from '../../ui/components/layout-primitives';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.xl};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

interface SettingsSectionProps {
  /** The id of the section's heading, which names the section for assistive technology. */
  id: string;
  title: string;
  description: ReactNode;
  /** What the section shows; null while its data loads or when it failed to. */
  children: ReactNode | null;
  /** The load failed (and nothing is known yet): say so and offer to try again. */
  failed?: boolean;
  onRetry?: () => unknown;
}

/** One section of /settings: a card with its heading, a line saying what it is for, and its content or state. */
export function SettingsSection({ id, title, description, children, failed, onRetry }: SettingsSectionProps) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) => intl.formatMessage({ id }, values);
  let body: ReactNode;
  if (children) body = children;
  else if (failed) {
    body = (
      <StatePanel
        tone="danger"
        title={t('settings.section.loadFailed', { section: title.toLocaleLowerCase(intl.locale) })}
        message={t('settings.section.checkConnection')}
        actions={
          onRetry ? (
            <StyledButton onClick={() => void Promise.resolve(onRetry()).catch(() => undefined)}>
              {t('settings.tryAgain')}
            </StyledButton>
          ) : null
        }
      />
    );
  } else
    body = (
      <StyledSkeleton
        $height="120px"
        aria-busy="true"
        aria-label={t('settings.section.loading', { section: title.toLocaleLowerCase(intl.locale) })}
      />
    );
  return (
    <StyledCard as="section" aria-labelledby={id}>
      <StyledStack $gap="md">
        <StyledStack $gap="xs">
          {/* Focusable by script: a section may send the focus here when the control that had it goes away. */}
          <StyledHeading id={id} tabIndex={-1}>
            {title}
          </StyledHeading>
          <StyledMuted>{description}</StyledMuted>
        </StyledStack>
        {body}
      </StyledStack>
    </StyledCard>
  );
}
