/** The accounts and mail settings of the environment (docs/accounts.md lists them). */
export interface AccountsConfig {
  /** Created, or promoted to admin, at start-up; both or neither. */
  readonly adminEmail?: string;
  readonly adminPassword?: string;
  /** `smtp://user:pass@host:587` or `smtps://…`; without it mail stays in the outbox (see the dev mailbox). */
  readonly smtpUrl?: string;
  readonly mailFrom: string;
  /** Public address of the web app, used in mail links. */
  readonly appUrl: string;
  /** Receives contact-form messages in addition to the admins. */
  readonly contactEmail?: string;
  /**
   * The development mailbox (GET /dev/mailbox): never in production. Elsewhere on by default only while the
   * server listens on loopback (nobody else can read the reset codes); DEV_MAILBOX=true or false decides.
   */
  readonly devMailbox: boolean;
  /** The demo admin and demo investor, whose passwords are public: the same rule as the mailbox (DEMO_ACCOUNTS). */
  readonly demoAccounts: boolean;
}

const opt = (v: string | undefined): string | undefined => v?.trim() || undefined;

/** A development convenience: never in production; otherwise as the variable says, by default on loopback only. */
function developmentOnly(value: string | undefined, production: boolean, loopbackOnly: boolean): boolean {
  if (production) return false;
  if (value === 'true') return true;
  if (value === 'false') return false;
  return loopbackOnly;
}

export function readAccountsConfig(env: NodeJS.ProcessEnv, production: boolean, loopbackOnly = true): AccountsConfig {
  const smtpUrl = opt(env.SMTP_URL);
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl)) throw new Error('SMTP_URL must start with smtp:// or smtps://');
  return {
    adminEmail: opt(env.ADMIN_EMAIL),
    adminPassword: env.ADMIN_PASSWORD || undefined,
    smtpUrl,
    mailFrom: opt(env.MAIL_FROM) ?? 'CoBuy Accra <no-reply@cobuy.local>',
    appUrl: (opt(env.PUBLIC_URL) ?? `http://localhost:${opt(env.PORT) ?? '3000'}`).replace(/\/+$/, ''),
    // Never empty: a contact message must reach someone even before any admin exists.
    contactEmail: opt(env.CONTACT_EMAIL) ?? 'hello@cobuyaccra.com',
    devMailbox: developmentOnly(env.DEV_MAILBOX, production, loopbackOnly),
    demoAccounts: developmentOnly(env.DEMO_ACCOUNTS, production, loopbackOnly),
  };
}
