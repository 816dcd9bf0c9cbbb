import type { AccountsMail, LanguageCode } from '@cobuy/domain';
import { escapeHtml, layout, mailMessages, type MailBranding, DEFAULT_BRANDING } from './mail-layout.js';
import { renderInvestingMail } from './investing-mail.templates.js';
import { renderKycMail } from './kyc-mail.templates.js';
import { renderProjectUpdateMail } from './project-update-mail.template.js';
import { secretPlaceholder, type RenderedMail } from './outbox-mail.js';

/** Keeps user-typed text from starting new header-like lines or running on forever in a subject. */
const oneLine = (text: string, max = 150): string => text.replace(/[\r\n\t]+/g, ' ').slice(0, max);

/**
 * Every mail of the platform, in text and HTML, in the recipient's language (docs/i18n.md, "On the server"; the
 * outbox looks it up by address, English for an address with no account). Every value that came from a person is
 * escaped.
 */
export function renderAccountsMail(
  mail: AccountsMail,
  branding: MailBranding = DEFAULT_BRANDING,
  at: Date = new Date(),
  language: LanguageCode = 'en',
): RenderedMail {
  const t = (id: string, values?: Record<string, string | number>) =>
    mailMessages.format(language, `mail.${id}`, values);
  const appName = branding.appName;
  const resetUrl = `${branding.appUrl}/forgot-password`;
  switch (mail.template) {
    case 'password-reset-code': {
      const { firstName, code: secretCode, expiresInMinutes } = mail.data;
      // The bodies hold a placeholder; the code itself is kept only until the mail is sent (outbox-mail.ts).
      const code = secretPlaceholder('code');
      const secrets = { code: secretCode };
      const secretsExpireAt = new Date(at.getTime() + expiresInMinutes * 60_000);
      const codeLine = t('passwordReset.code', { code });
      const enter = t('passwordReset.enter', { minutes: expiresInMinutes, url: resetUrl });
      const paragraphs = [t('passwordReset.once'), t('passwordReset.notYou')];
      const text = [t('hello', { firstName }), '', codeLine, '', enter, ...paragraphs].join('\n');
      const html = layout(
        branding,
        t('passwordReset.title'),
        `<p>${escapeHtml(t('hello', { firstName }))}</p>
<p>${escapeHtml(codeLine)}</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>
<p>${escapeHtml(enter)}</p>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}`,
        language,
      );
      const subject = t('passwordReset.subject', { appName });
      return { template: mail.template, to: mail.to, subject, text, html, secrets, secretsExpireAt };
    }
    case 'password-changed': {
      const { firstName, changedAt, signedOut } = mail.data;
      const subject = t('passwordChanged.subject', { appName });
      const devices = signedOut === 'everywhere' ? t('passwordChanged.everywhere') : t('passwordChanged.others');
      const changed = t('passwordChanged.body', { appName, when: mailMessages.accraTime(language, changedAt) });
      const notYou = t('passwordChanged.notYou', { url: resetUrl });
      const text = [t('hello', { firstName }), '', changed, devices, '', notYou].join('\n');
      const html = layout(
        branding,
        t('passwordChanged.title'),
        `<p>${escapeHtml(t('hello', { firstName }))}</p>
<p>${escapeHtml(changed)} ${escapeHtml(devices)}</p>
<p>${escapeHtml(notYou)}</p>`,
        language,
      );
      return { template: mail.template, to: mail.to, subject, text, html };
    }
    case 'contact-message': {
      const { name, email, phone, subject: topic, message, receivedAt } = mail.data;
      const subject = t('contact.subject', { topic: oneLine(topic), name: oneLine(name, 60) });
      const rows: [string, string][] = [
        [t('contact.name'), name],
        [t('contact.email'), email],
        [t('contact.phone'), phone ?? t('contact.notGiven')],
        [t('contact.topic'), oneLine(topic, 500)],
      ];
      const received = t('contact.received', { when: mailMessages.accraTime(language, receivedAt) });
      const text = [
        received,
        '',
        ...rows.map(([label, value]) => `${`${label}:`.padEnd(9)}${value}`),
        '',
        message,
        '',
        t('contact.reply'),
      ].join('\n');
      const html = layout(
        branding,
        t('contact.title'),
        `<p>${escapeHtml(received)}</p>
<table style="border-collapse:collapse">
${rows.map(([label, value]) => `<tr><td style="padding-block:2px;padding-inline:0 8px;color:#6b7280">${escapeHtml(label)}</td><td>${escapeHtml(value)}</td></tr>`).join('\n')}
</table>
<p style="white-space:pre-wrap;border-inline-start:3px solid #d1d5db;padding-inline-start:12px">${escapeHtml(message)}</p>
<p>${escapeHtml(t('contact.reply'))}</p>`,
        language,
      );
      return { template: mail.template, to: mail.to, subject, text, html, replyTo: email };
    }
    case 'kyc-submitted':
    case 'kyc-approved':
    case 'kyc-rejected':
    case 'kyc-info-requested':
      return renderKycMail(mail, branding, language);
    case 'payment-instructions':
    case 'payment-reminder':
    case 'payment-expired':
    case 'payment-confirmed':
    case 'application-rejected':
    case 'profit-distributed':
    case 'application-received':
      return renderInvestingMail(mail, branding, language);
    case 'project-update':
      return renderProjectUpdateMail(mail, branding, language);
  }
}
