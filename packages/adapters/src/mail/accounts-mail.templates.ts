import type { AccountsMail } from '@cobuy/domain';
import { escapeHtml, layout, type MailBranding, DEFAULT_BRANDING } from './mail-layout.js';
import { renderInvestingMail } from './investing-mail.templates.js';
import { renderKycMail } from './kyc-mail.templates.js';
import { renderProjectUpdateMail } from './project-update-mail.template.js';
import { secretPlaceholder, type RenderedMail } from './outbox-mail.js';

/** Keeps user-typed text from starting new header-like lines or running on forever in a subject. */
const oneLine = (text: string, max = 150): string => text.replace(/[\r\n\t]+/g, ' ').slice(0, max);

const formatDate = (d: Date): string => d.toISOString().replace('T', ' ').slice(0, 16) + ' UTC';

/** Every mail of the platform, in text and HTML. Every value that came from a person is escaped. */
export function renderAccountsMail(
  mail: AccountsMail,
  branding: MailBranding = DEFAULT_BRANDING,
  at: Date = new Date(),
): RenderedMail {
  switch (mail.template) {
    case 'password-reset-code': {
      const { firstName, code: secretCode, expiresInMinutes } = mail.data;
      // The bodies hold a placeholder; the code itself is kept only until the mail is sent (outbox-mail.ts).
      const code = secretPlaceholder('code');
      const secrets = { code: secretCode };
      const secretsExpireAt = new Date(at.getTime() + expiresInMinutes * 60_000);
      const subject = `Your ${branding.appName} password reset code`;
      const text = [
        `Hello ${firstName},`,
        '',
        `Your password reset code is: ${code}`,
        '',
        `Enter it on the reset page within ${expiresInMinutes} minutes: ${branding.appUrl}/forgot-password`,
        'The code works once, and only the latest code you requested is valid.',
        '',
        'If you did not ask to reset your password, ignore this mail: your password stays as it is.',
      ].join('\n');
      const html = layout(
        branding,
        'Reset your password',
        `<p>Hello ${escapeHtml(firstName)},</p>
<p>Your password reset code is:</p>
<p style="font-size:28px;letter-spacing:6px;font-weight:bold">${code}</p>
<p>Enter it on the <a href="${escapeHtml(branding.appUrl)}/forgot-password">reset page</a> within ${expiresInMinutes} minutes. The code works once, and only the latest code you requested is valid.</p>
<p>If you did not ask to reset your password, ignore this mail: your password stays as it is.</p>`,
      );
      return { template: mail.template, to: mail.to, subject, text, html, secrets, secretsExpireAt };
    }
    case 'password-changed': {
      const { firstName, changedAt, signedOut } = mail.data;
      const subject = `Your ${branding.appName} password was changed`;
      const devices =
        signedOut === 'everywhere'
          ? 'Every device that was signed in has been signed out.'
          : 'It was changed from a signed-in device, which stays signed in; every other device has been signed out.';
      const text = [
        `Hello ${firstName},`,
        '',
        `The password of your ${branding.appName} account was changed on ${formatDate(changedAt)}.`,
        devices,
        '',
        `If this was not you, reset your password now at ${branding.appUrl}/forgot-password and contact us.`,
      ].join('\n');
      const html = layout(
        branding,
        'Your password was changed',
        `<p>Hello ${escapeHtml(firstName)},</p>
<p>The password of your ${escapeHtml(branding.appName)} account was changed on ${formatDate(changedAt)}. ${devices}</p>
<p>If this was not you, <a href="${escapeHtml(branding.appUrl)}/forgot-password">reset your password now</a> and contact us.</p>`,
      );
      return { template: mail.template, to: mail.to, subject, text, html };
    }
    case 'contact-message': {
      const { name, email, phone, subject: topic, message, receivedAt } = mail.data;
      const subject = `Contact form: ${oneLine(topic)} (from ${oneLine(name, 60)})`;
      const text = [
        `New message from the contact form, received ${formatDate(receivedAt)}.`,
        '',
        `Name:    ${name}`,
        `Email:   ${email}`,
        `Phone:   ${phone ?? 'not given'}`,
        `Subject: ${oneLine(topic, 500)}`,
        '',
        message,
        '',
        'Reply to this mail to answer the sender. We promise a reply within 24 hours.',
      ].join('\n');
      const html = layout(
        branding,
        'New contact message',
        `<p>Received ${formatDate(receivedAt)}.</p>
<table style="border-collapse:collapse">
<tr><td style="padding:2px 8px 2px 0;color:#6b7280">Name</td><td>${escapeHtml(name)}</td></tr>
<tr><td style="padding:2px 8px 2px 0;color:#6b7280">Email</td><td>${escapeHtml(email)}</td></tr>
<tr><td style="padding:2px 8px 2px 0;color:#6b7280">Phone</td><td>${escapeHtml(phone ?? 'not given')}</td></tr>
<tr><td style="padding:2px 8px 2px 0;color:#6b7280">Subject</td><td>${escapeHtml(topic)}</td></tr>
</table>
<p style="white-space:pre-wrap;border-left:3px solid #d1d5db;padding-left:12px">${escapeHtml(message)}</p>
<p>Reply to this mail to answer the sender. We promise a reply within 24 hours.</p>`,
      );
      return { template: mail.template, to: mail.to, subject, text, html, replyTo: email };
    }
    case 'kyc-submitted':
    case 'kyc-approved':
    case 'kyc-rejected':
    case 'kyc-info-requested':
      return renderKycMail(mail, branding);
    case 'payment-instructions':
    case 'payment-reminder':
    case 'payment-expired':
    case 'payment-confirmed':
    case 'application-rejected':
    case 'profit-distributed':
    case 'application-received':
      return renderInvestingMail(mail, branding);
    case 'project-update':
      return renderProjectUpdateMail(mail, branding);
  }
}
