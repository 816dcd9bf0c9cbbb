import nodemailer, { type Transporter } from 'nodemailer';
import type { MailTransport, RenderedMail } from './outbox-mail.js';

export interface SmtpConfig {
  /** `smtp://user:pass@host:587` or `smtps://…:465`. */
  readonly url?: string;
  readonly host?: string;
  readonly port?: number;
  readonly secure?: boolean;
  readonly user?: string;
  readonly password?: string;
  /** The sender address, e.g. `CoBuy Accra <no-reply@cobuy.example>`. */
  readonly from: string;
  /** Milliseconds to wait for a connection, the greeting and each reply. */
  readonly timeoutMs?: number;
  /** Test servers with self-signed certificates. */
  readonly allowSelfSigned?: boolean;
}

/**
 * SMTP delivery with nodemailer. One connection per message (no pool): the outbox sender sends in small
 * batches and a stale pooled connection would only add a failure mode. Errors are thrown to the sender,
 * which records them and schedules the retry.
 */
export class SmtpMailTransport implements MailTransport {
  private readonly transporter: Transporter;

  constructor(private readonly config: SmtpConfig) {
    const timeout = config.timeoutMs ?? 15_000;
    const common = {
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
      tls: config.allowSelfSigned ? { rejectUnauthorized: false } : undefined,
    };
    const { host, port, secure, user, password } = config.url ? fromUrl(config.url) : config;
    this.transporter = nodemailer.createTransport({
      host,
      port: port ?? 587,
      secure: secure ?? port === 465,
      auth: user ? { user, pass: password ?? '' } : undefined,
      ...common,
    });
  }

  async send(mail: RenderedMail): Promise<void> {
    await this.transporter.sendMail({
      from: this.config.from,
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      html: mail.html,
      replyTo: mail.replyTo ?? undefined,
    });
  }

  close(): void {
    this.transporter.close();
  }
}

function fromUrl(url: string): Pick<SmtpConfig, 'host' | 'port' | 'secure' | 'user' | 'password'> {
  const parsed = new URL(url);
  const secure = parsed.protocol === 'smtps:';
  return {
    host: parsed.hostname,
    port: parsed.port ? Number(parsed.port) : secure ? 465 : 587,
    secure,
    user: parsed.username ? decodeURIComponent(parsed.username) : undefined,
    password: parsed.password ? decodeURIComponent(parsed.password) : undefined,
  };
}
