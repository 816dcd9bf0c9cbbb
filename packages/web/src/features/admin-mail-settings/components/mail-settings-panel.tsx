import { FormattedMessage, useIntl } from 'react-intl';
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
import { MessagesArea } from '../../../i18n/messages-area';
import { useMailSettings } from '../hooks/use-mail-settings';
import {
  EMPTY_MAIL_SETTINGS,
  mailSettingsFailureToast,
  mailSettingsInputOf,
  mailSettingsSchema,
  mailSourceText,
  mailSettingsUpdatedToast,
  type MailSettingsFormValues,
} from '../mail-settings-form';

/** Examples in the fields: an address and an app password as Gmail shows it (the same in every language). */
const GMAIL_EXAMPLE = 'platform@gmail.com';
const APP_PASSWORD_EXAMPLE = 'abcd efgh ijkl mnop';

function CurrentSender({ settings }: { settings: MailSettings_SettingsFragment }) {
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminMailSettings.${id}` }, values);
  const savedAt = formatDateTime(settings.updatedAt, undefined, intl.locale);
  const savedBy = settings.updatedBy
    ? (settings.updatedBy.email ?? t('current.adminNumber', { id: settings.updatedBy.id }))
    : null;
  const server = `${settings.smtpHost}:${settings.smtpPort}`; // host:port, read left to right in every language
  return (
    <StyledCard aria-labelledby="current-sender-title">
      <StyledStack $gap="sm">
        <StyledSectionTitle id="current-sender-title">{t('current.title')}</StyledSectionTitle>
        <StyledFactList>
          <dt>{t('current.senderAddress')}</dt>
          <dd data-testid="mail-sender">{settings.senderAddress ?? t('current.none')}</dd>
          <dt>{t('current.configured')}</dt>
          <dd data-testid="mail-source">{mailSourceText(settings.source, intl)}</dd>
          {settings.smtpHost ? (
            <>
              <dt>{t('current.mailServer')}</dt>
              <dd dir="ltr">{server}</dd>
            </>
          ) : null}
          {settings.updatedAt ? (
            <>
              <dt>{t('current.lastSaved')}</dt>
              <dd>{savedBy ? t('current.savedBy', { when: savedAt, who: savedBy }) : savedAt}</dd>
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
  return (
    <MessagesArea area="adminMailSettings">
      <MailSettings />
    </MessagesArea>
  );
}

function MailSettings() {
  const toast = useToast();
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `adminMailSettings.${id}` });
  const { settings, error, refetch, save, saving } = useMailSettings();

  let current;
  if (settings === null && error) {
    current = (
      <StatePanel
        tone="danger"
        title={t('load.failed')}
        message={t('load.retry')}
        actions={
          <StyledButton onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="adminMailSettings.load.tryAgain" />
          </StyledButton>
        }
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
          <StyledSectionTitle>
            <FormattedMessage id="adminMailSettings.gmail.title" />
          </StyledSectionTitle>
          <StyledMuted>
            <FormattedMessage id="adminMailSettings.gmail.help" />
          </StyledMuted>
          <AppForm<MailSettingsFormValues>
            initialValues={EMPTY_MAIL_SETTINGS}
            schema={mailSettingsSchema}
            aria-label={t('form.label')}
            onSubmit={async (values, helpers) => {
              clearServerFieldErrors(helpers);
              try {
                await save(mailSettingsInputOf(values));
                toast(mailSettingsUpdatedToast(intl));
                helpers.resetForm();
              } catch (failure) {
                setServerFieldErrors(helpers, readApiFailure(failure).fields, values);
                toast(mailSettingsFailureToast(failure, intl));
              }
            }}
          >
            {({ isSubmitting }) => (
              <>
                <TextField
                  name="gmailUser"
                  label={t('form.gmailUser')}
                  type="email"
                  required
                  autoComplete="off"
                  placeholder={GMAIL_EXAMPLE}
                />
                <TextField
                  name="gmailAppPassword"
                  label={t('form.appPassword')}
                  type="password"
                  required
                  autoComplete="new-password"
                  placeholder={APP_PASSWORD_EXAMPLE}
                  hint={t('form.appPasswordHint')}
                />
                <StyledButton type="submit" disabled={isSubmitting || saving}>
                  {isSubmitting ? t('form.sending') : t('form.submit')}
                </StyledButton>
              </>
            )}
          </AppForm>
        </StyledStack>
      </StyledCard>
    </StyledStack>
  );
}
