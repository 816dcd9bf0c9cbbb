import type { MailSettings_SettingsFragment } from '../../../graphql/generated';
import { formatDateTime } from '../../../lib/dates';
import { readApiFailure } from '../../../lib/api-error';
import { AppForm } from '../../forms/components/app-form';
import { TextField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { StyledFactList } from '../../ui/components/data-display';
import { StyledCard, StyledMuted, StyledSectionTitle, StyledStack } from '../../ui/components/layout-primitives';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { useMailSettings } from '../hooks/use-mail-settings';
import {
  EMPTY_MAIL_SETTINGS,
  MAIL_SETTINGS_TOASTS,
  mailSettingsFailureToast,
  mailSettingsInputOf,
  mailSettingsSchema,
  mailSourceText,
  type MailSettingsFormValues,
} from '../mail-settings-form';

function CurrentSender({ settings }: { settings: MailSettings_SettingsFragment }) {
  return (
    <StyledCard aria-labelledby="current-sender-title">
      <StyledStack $gap="sm">
        <StyledSectionTitle id="current-sender-title">Current sender</StyledSectionTitle>
        <StyledFactList>
          <dt>Sender address</dt>
          <dd data-testid="mail-sender">{settings.senderAddress ?? 'None'}</dd>
          <dt>Configured</dt>
          <dd data-testid="mail-source">{mailSourceText(settings.source)}</dd>
          {settings.smtpHost ? (
            <>
              <dt>Mail server</dt>
              <dd>
                {settings.smtpHost}:{settings.smtpPort}
              </dd>
            </>
          ) : null}
          {settings.updatedAt ? (
            <>
              <dt>Last saved</dt>
              <dd>
                {formatDateTime(settings.updatedAt)}
                {settings.updatedBy ? ` by ${settings.updatedBy.email ?? `admin #${settings.updatedBy.id}`}` : ''}
              </dd>
            </>
          ) : null}
        </StyledFactList>
      </StyledStack>
    </StyledCard>
  );
}

/**
 * Email Settings (accounts spec §2, §5, §8): the Gmail account that sends platform mail and receives contact
 * messages. Saving sends a test mail to the signed-in admin first; a refusal saves nothing and says why. The
 * password is never shown again (the server does not return it).
 */
export default function MailSettingsPanel() {
  const toast = useToast();
  const { settings, error, refetch, save, saving } = useMailSettings();

  let current;
  if (settings === null && error) {
    current = (
      <StatePanel
        tone="danger"
        title="Failed to load the email settings"
        message="Please try again."
        actions={<StyledButton onClick={() => void refetch().catch(() => undefined)}>Try Again</StyledButton>}
      />
    );
  } else if (settings === null) {
    current = <StyledSkeleton $height="160px" aria-busy="true" />;
  } else {
    current = <CurrentSender settings={settings} />;
  }

  return (
    <StyledStack $gap="lg">
      {current}
      <StyledCard>
        <StyledStack $gap="sm">
          <StyledSectionTitle>Gmail account</StyledSectionTitle>
          <StyledMuted>
            Use a Gmail address with 2-Step Verification and an app password (Google Account → Security → App
            passwords). A test mail is sent to your own address before anything is saved.
          </StyledMuted>
          <AppForm<MailSettingsFormValues>
            initialValues={EMPTY_MAIL_SETTINGS}
            schema={mailSettingsSchema}
            aria-label="Email settings"
            onSubmit={async (values, helpers) => {
              clearServerFieldErrors(helpers);
              try {
                await save(mailSettingsInputOf(values));
                toast({ ...MAIL_SETTINGS_TOASTS.updated, variant: 'success' });
                helpers.resetForm();
              } catch (failure) {
                setServerFieldErrors(helpers, readApiFailure(failure).fields, values);
                toast(mailSettingsFailureToast(failure));
              }
            }}
          >
            {({ isSubmitting }) => (
              <>
                <TextField
                  name="gmailUser"
                  label="Gmail Address"
                  type="email"
                  required
                  autoComplete="off"
                  placeholder="platform@gmail.com"
                />
                <TextField
                  name="gmailAppPassword"
                  label="App Password"
                  type="password"
                  required
                  autoComplete="new-password"
                  placeholder="abcd efgh ijkl mnop"
                  hint="16 characters; the spaces Gmail shows are fine."
                />
                <StyledButton type="submit" disabled={isSubmitting || saving}>
                  {isSubmitting ? 'Sending test mail…' : 'Send Test Mail and Save'}
                </StyledButton>
              </>
            )}
          </AppForm>
        </StyledStack>
      </StyledCard>
    </StyledStack>
  );
}
