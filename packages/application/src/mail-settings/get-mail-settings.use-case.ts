import { ok, type MailSettingsSummary, type Result } from '@cobuy/domain';
import type { AppError } from '../shared/app-error.js';
import { noInput } from '../shared/input-schemas.js';
import type { RequestContext } from '../shared/request-context.js';
import type { UseCase } from '../shared/use-case.js';
import type { MailSettingsDeps } from './mail-settings.deps.js';

/** Where the platform's mail account comes from: saved settings win over SMTP_URL (the environment). */
export type MailSettingsSource = 'database' | 'environment' | 'none';

/** What an admin sees of the mail account: never the password. */
export interface MailSettingsView {
  readonly source: MailSettingsSource;
  /** The address platform mail is sent from (and, when saved here, where contact messages go). */
  readonly senderAddress: string | null;
  readonly smtpHost: string | null;
  readonly smtpPort: number | null;
  /** Saved settings only: when, and by which admin. */
  readonly updatedAt: Date | null;
  readonly updatedBy: { readonly id: number; readonly email: string | null } | null;
}

/** The view of saved settings, or of the environment's account when nothing is saved. */
export function mailSettingsView(saved: MailSettingsSummary | null, deps: MailSettingsDeps): MailSettingsView {
  if (saved) {
    return {
      source: 'database',
      senderAddress: saved.senderAddress,
      smtpHost: saved.smtpHost,
      smtpPort: saved.smtpPort,
      updatedAt: saved.updatedAt,
      updatedBy: saved.updatedBy === null ? null : { id: saved.updatedBy, email: saved.updatedByEmail },
    };
  }
  const env = deps.environmentAccount;
  return {
    source: env ? 'environment' : 'none',
    senderAddress: env?.senderAddress ?? null,
    smtpHost: env?.smtpHost ?? null,
    smtpPort: env?.smtpPort ?? null,
    updatedAt: null,
    updatedBy: null,
  };
}

/** GET /api/settings/email (admins): reads the saved row without opening its password. */
export class GetMailSettings implements UseCase<Record<string, never>, MailSettingsView> {
  readonly name = 'mailSettings.get';
  readonly access = 'admin' as const;
  readonly input = noInput;
  constructor(private readonly deps: MailSettingsDeps) {}

  async execute(_ctx: RequestContext): Promise<Result<MailSettingsView, AppError>> {
    const saved = await this.deps.uow.run((store) => store.settings.readSummary());
    return ok(mailSettingsView(saved, this.deps));
  }
}
