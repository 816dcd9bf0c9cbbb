import type { AccountsMail } from '@cobuy/domain';
import type { RenderedMail } from './outbox-mail.js';
import { escapeHtml, layout, type MailBranding } from './mail-layout.js';

type KycMail = Extract<AccountsMail, { template: `kyc-${string}` }>;

const day = (d: Date): string => d.toISOString().slice(0, 10);

/** One mail: a title, paragraphs of text (escaped for HTML), and a link to where the reader acts. */
export function simpleMail(
  mail: Pick<AccountsMail, 'template' | 'to'>,
  branding: MailBranding,
  subject: string,
  title: string,
  paragraphs: readonly string[],
  link: { readonly label: string; readonly path: string },
): RenderedMail {
  const url = `${branding.appUrl}${link.path}`;
  const text = [...paragraphs, '', `${link.label}: ${url}`].join('\n\n');
  const html = layout(
    branding,
    title,
    `${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(url)}">${escapeHtml(link.label)}</a></p>`,
  );
  return { template: mail.template, to: mail.to, subject, text, html };
}

/** The identity-verification mails. Personal details stay out of them: the reader signs in to see more. */
export function renderKycMail(mail: KycMail, branding: MailBranding): RenderedMail {
  switch (mail.template) {
    case 'kyc-submitted':
      return simpleMail(
        mail,
        branding,
        `KYC verification submitted${mail.data.highRisk ? ' (high risk)' : ''}`,
        'A verification waits for review',
        [
          `${mail.data.investorName} submitted identity documents on ${day(mail.data.submittedAt)}.`,
          mail.data.highRisk
            ? 'It carries a risk flag (politically exposed person or high-risk country): review notes are required to approve it.'
            : 'Please review it within 2-3 business days.',
        ],
        { label: 'Open the KYC review queue', path: '/secure-admin' },
      );
    case 'kyc-approved':
      return simpleMail(
        mail,
        branding,
        `Your ${branding.appName} identity verification is approved`,
        'You are verified',
        [
          `Hello ${mail.data.firstName},`,
          `Your identity verification has been approved. It is valid until ${day(mail.data.expiresAt)}; we will ask you to renew it then.`,
          'You can now invest in the units of your choice.',
        ],
        { label: 'Browse projects', path: '/projects' },
      );
    case 'kyc-rejected':
      return simpleMail(
        mail,
        branding,
        `Your ${branding.appName} identity verification needs a new submission`,
        'Your verification was not approved',
        [
          `Hello ${mail.data.firstName},`,
          `We could not approve your identity verification. Reason: ${mail.data.reason}`,
          'You can correct it and submit again.',
        ],
        { label: 'Open the verification centre', path: '/kyc-verification' },
      );
    case 'kyc-info-requested':
      return simpleMail(
        mail,
        branding,
        `${branding.appName}: more information needed for your verification`,
        'We need a little more information',
        [
          `Hello ${mail.data.firstName},`,
          `Our compliance team asks: ${mail.data.notes}`,
          'Please update your submission.',
        ],
        { label: 'Update your submission', path: '/kyc-verification' },
      );
  }
}
