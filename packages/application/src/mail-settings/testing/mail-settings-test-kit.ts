import type {
  AuditRecord,
  MailAccount,
  MailAccountVerifier,
  MailSettingsUnitOfWork,
  StoredMailSettings,
} from '@cobuy/domain';
import type { RequestContext, Role } from '../../shared/request-context.js';
import type { MailSettingsDeps } from '../mail-settings.deps.js';

/** A verifier standing in for an SMTP server: accepts the password it is told to, records every test mail. */
class FakeMailVerifier implements MailAccountVerifier {
  readonly sent: { account: MailAccount; to: string }[] = [];
  constructor(public acceptedPassword: string) {}
  async sendTestMail(account: MailAccount, to: string): Promise<void> {
    if (account.password !== this.acceptedPassword) throw new Error('535 5.7.8 Username and Password not accepted');
    this.sent.push({ account, to });
  }
}

/** Settings and audit in memory, the verifier fake, and a context per caller. */
export function mailSettingsTestKit(options: { environment?: boolean; acceptedPassword?: string } = {}) {
  const state: { row: StoredMailSettings | null } = { row: null };
  const addresses = new Map([[1, 'admin@cobuy.example']]);
  const audit: AuditRecord[] = [];
  const uow: MailSettingsUnitOfWork = {
    run: (work) =>
      work({
        settings: {
          read: async () => state.row,
          readSummary: async () => {
            if (!state.row) return null;
            const { password: _password, ...summary } = state.row;
            return {
              ...summary,
              updatedByEmail: summary.updatedBy === null ? null : addresses.get(summary.updatedBy)!,
            };
          },
          save: async (row) => void (state.row = row),
        },
        audit: { record: async (entry) => void audit.push(entry) },
      }),
  };
  const verifier = new FakeMailVerifier(options.acceptedPassword ?? 'abcdwxyzabcdwxyz');
  const deps: MailSettingsDeps = {
    uow,
    verifier,
    addressOf: async (id) => addresses.get(id) ?? null,
    environmentAccount: options.environment
      ? { senderAddress: 'no-reply@cobuy.example', smtpHost: 'smtp.example', smtpPort: 587 }
      : null,
  };
  const now = new Date('2026-11-23T10:00:00Z');
  const ctx = (userId: number | null, role: Role = 'admin'): RequestContext => ({
    actor: userId === null ? null : { userId, role },
    correlationId: 'mail-settings-test',
    clock: { now: () => now },
  });
  return { deps, state, audit, verifier, ctx, now };
}
