import type { AccountsMail, LanguageCode } from '@cobuy/domain';
import type { RenderedMail } from './outbox-mail.js';
import { escapeHtml, layout, mailMessages, type MailBranding } from './mail-layout.js';

type KycMail = Extract<AccountsMail, { template: `kyc-${string}` }>;

/** One mail: a title, paragraphs of text (escaped for HTML), and a link to where the reader acts. */
export function simpleMail(
  mail: Pick<AccountsMail, 'template' | 'to'>,
  branding: MailBranding,
  language: LanguageCode,
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
    language,
  );
  return { template: mail.template, to: mail.to, subject, text, html };
}

/** The identity-verification mails. Personal details stay out of them: the reader signs in to see more. */
export function renderKycMail(mail: KycMail, branding: MailBranding, language: LanguageCode): RenderedMail {
  const t = (id: string, values?: Record<string, string>) => mailMessages.format(language, `mail.${id}`, values);
  const appName = branding.appName;
  switch (mail.template) {
    case 'kyc-submitted':
      return simpleMail(
        mail,
        branding,
        language,
        t('kycSubmitted.subject', { highRisk: mail.data.highRisk ? 'yes' : 'no' }),
        t('kycSubmitted.title'),
        [
          t('kycSubmitted.body', {
            investorName: mail.data.investorName,
            day: mailMessages.day(language, mail.data.submittedAt),
          }),
          mail.data.highRisk ? t('kycSubmitted.highRisk') : t('kycSubmitted.review'),
        ],
        { label: t('kycSubmitted.link'), path: '/secure-admin' },
      );
    case 'kyc-approved':
      return simpleMail(
        mail,
        branding,
        language,
        t('kycApproved.subject', { appName }),
        t('kycApproved.title'),
        [
          t('hello', { firstName: mail.data.firstName }),
          t('kycApproved.body', { day: mailMessages.day(language, mail.data.expiresAt) }),
          t('kycApproved.invest'),
        ],
        { label: t('link.projects'), path: '/projects' },
      );
    case 'kyc-rejected':
      return simpleMail(
        mail,
        branding,
        language,
        t('kycRejected.subject', { appName }),
        t('kycRejected.title'),
        [
          t('hello', { firstName: mail.data.firstName }),
          t('kycRejected.body', { reason: mail.data.reason }),
          t('kycRejected.again'),
        ],
        { label: t('kycRejected.link'), path: '/kyc-verification' },
      );
    case 'kyc-info-requested':
      return simpleMail(
        mail,
        branding,
        language,
        t('kycInfo.subject', { appName }),
        t('kycInfo.title'),
        [
          t('hello', { firstName: mail.data.firstName }),
          t('kycInfo.body', { notes: mail.data.notes }),
          t('kycInfo.update'),
        ],
        { label: t('kycInfo.link'), path: '/kyc-verification' },
      );
  }
}
