import { err, GMAIL_SMTP, ok, type MailAccount, type Result } from '@cobuy/domain';
import { appError, type AppError } from '../shared/app-error.js';
import type { RequestContext } from '../shared/request-context.js';
import type { UseCase } from '../shared/use-case.js';
import { mailCredentialsRefused, refusalReason } from './mail-settings-errors.js';
import { saveMailSettingsInput, type SaveMailSettingsInput } from './mail-settings-input.schemas.js';
import type { MailSettingsDeps } from './mail-settings.deps.js';
import { mailSettingsView, type MailSettingsView } from './get-mail-settings.use-case.js';

/**
 * An admin sets the account that sends platform mail. The credentials are proved first, by a test mail to
 * the admin's own address; only an accepted mail lets them be saved, so a typo never silences the outbox.
 * Audited without the password (only that it changed).
 */
export class SaveMailSettings implements UseCase<SaveMailSettingsInput, MailSettingsView> {
  readonly name = 'mailSettings.save';
  readonly access = 'admin' as const;
  readonly input = saveMailSettingsInput;
  constructor(private readonly deps: MailSettingsDeps) {}

  async execute(ctx: RequestContext, input: SaveMailSettingsInput): Promise<Result<MailSettingsView, AppError>> {
    const adminId = ctx.actor!.userId;
    const to = await this.deps.addressOf(adminId);
    if (!to) return err(appError('AUTH.UNAUTHENTICATED', 'Your account was not found; sign in again'));
    const account: MailAccount = { senderAddress: input.gmailUser, password: input.gmailAppPassword, ...GMAIL_SMTP };
    try {
      await this.deps.verifier.sendTestMail(account, to);
    } catch (error) {
      return err(mailCredentialsRefused(refusalReason(error, account.password)));
    }
    const saved = await this.deps.uow.run(async (store) => {
      const before = await store.settings.readSummary();
      const updatedAt = ctx.clock.now();
      await store.settings.save({ ...account, updatedBy: adminId, updatedAt });
      await store.audit.record({
        actorId: adminId,
        action: 'mail_settings.updated',
        entity: 'mail_settings',
        entityId: '1',
        before: before && { senderAddress: before.senderAddress, smtpHost: before.smtpHost, smtpPort: before.smtpPort },
        after: {
          senderAddress: account.senderAddress,
          smtpHost: account.smtpHost,
          smtpPort: account.smtpPort,
          passwordChanged: true,
        },
        at: updatedAt,
        correlationId: ctx.correlationId,
      });
      return store.settings.readSummary();
    });
    return ok(mailSettingsView(saved, this.deps));
  }
}
