import type { InvestingMail, LanguageCode } from '@cobuy/domain';
import type { RenderedMail } from './outbox-mail.js';
import { mailMessages, type MailBranding } from './mail-layout.js';
import { simpleMail } from './kyc-mail.templates.js';
import { turnOffParagraph } from './optional-mail.js';

/** The investing mails: payment instructions and their window, confirmation, rejection and profit. */
export function renderInvestingMail(mail: InvestingMail, branding: MailBranding, language: LanguageCode): RenderedMail {
  const t = (id: string, values?: Record<string, string>) => mailMessages.format(language, `mail.${id}`, values);
  // Amounts are kept in USD, the unit of account; due dates are instants, written in Accra time.
  const usd = (amount: string) => mailMessages.money(language, amount, 'USD');
  const instant = (d: Date) => mailMessages.accraTime(language, d);
  const hello = (firstName: string) => t('hello', { firstName });
  const dashboard = { label: t('link.dashboard'), path: '/dashboard' };
  const projects = { label: t('link.projects'), path: '/projects' };
  switch (mail.template) {
    case 'payment-instructions': {
      const { bank, projectTitle, unitNumber, reference } = mail.data;
      return simpleMail(
        mail,
        branding,
        language,
        t('paymentInstructions.subject', { projectTitle, unitNumber }),
        t('paymentInstructions.title'),
        [
          hello(mail.data.firstName),
          t('paymentInstructions.body', {
            amount: usd(mail.data.amount),
            dueAt: instant(mail.data.dueAt),
            unitNumber,
            projectTitle,
          }),
          t('paymentInstructions.bank', { ...bank }),
          t('paymentInstructions.reference', { reference }),
          t('paymentInstructions.lapse'),
        ],
        dashboard,
      );
    }
    case 'payment-reminder': {
      const { projectTitle, unitNumber, reference } = mail.data;
      return simpleMail(
        mail,
        branding,
        language,
        t('paymentReminder.subject', { projectTitle }),
        t('paymentReminder.title'),
        [
          hello(mail.data.firstName),
          t('paymentReminder.body', { amount: usd(mail.data.amount), reference, unitNumber, projectTitle }),
          t('paymentReminder.closes', { dueAt: instant(mail.data.dueAt) }),
        ],
        dashboard,
      );
    }
    case 'payment-expired': {
      const { projectTitle, unitNumber, reference } = mail.data;
      return simpleMail(
        mail,
        branding,
        language,
        t('paymentExpired.subject', { projectTitle }),
        t('paymentExpired.title'),
        [
          hello(mail.data.firstName),
          t('paymentExpired.body', {
            amount: usd(mail.data.amount),
            reference,
            unitNumber,
            projectTitle,
            dueAt: instant(mail.data.dueAt),
          }),
          t('paymentExpired.again'),
        ],
        projects,
      );
    }
    case 'payment-confirmed': {
      const { projectTitle, unitNumber } = mail.data;
      return simpleMail(
        mail,
        branding,
        language,
        t('paymentConfirmed.subject', { projectTitle, unitNumber }),
        t('paymentConfirmed.title'),
        [
          hello(mail.data.firstName),
          t('paymentConfirmed.body', {
            amount: usd(mail.data.amount),
            percentage: String(mail.data.ownershipPercentage),
            unitNumber,
            projectTitle,
          }),
        ],
        dashboard,
      );
    }
    case 'application-rejected':
      return simpleMail(
        mail,
        branding,
        language,
        t('applicationRejected.subject', { projectTitle: mail.data.projectTitle }),
        t('applicationRejected.title'),
        [hello(mail.data.firstName), t('applicationRejected.body', { reason: mail.data.reason })],
        projects,
      );
    case 'application-received': {
      const { firstName, projectTitle, unitNumber, interestAmount, currency } = mail.data;
      const amount = mailMessages.money(language, interestAmount, currency);
      return simpleMail(
        mail,
        branding,
        language,
        t('applicationReceived.subject', { projectTitle }),
        t('applicationReceived.title'),
        [
          hello(firstName),
          unitNumber
            ? t('applicationReceived.bodyUnit', { amount, unitNumber, projectTitle })
            : t('applicationReceived.bodyProject', { amount, projectTitle }),
          t('applicationReceived.next'),
          turnOffParagraph(branding, language, 'applicationNews'),
        ],
        dashboard,
      );
    }
    case 'profit-distributed': {
      const { projectTitle, unitNumber } = mail.data;
      const loss = mail.data.profitShare.startsWith('-');
      const values = {
        unitNumber,
        projectTitle,
        amount: usd(mail.data.amount),
        share: usd(loss ? mail.data.profitShare.slice(1) : mail.data.profitShare),
        value: usd(mail.data.currentValue),
      };
      return simpleMail(
        mail,
        branding,
        language,
        t('profit.subject', { unitNumber, projectTitle }),
        loss ? t('profit.titleLoss') : t('profit.titleProfit'),
        [
          hello(mail.data.firstName),
          loss ? t('profit.loss', values) : t('profit.profit', values),
          ...(mail.data.statementId === undefined ? [] : [t('profit.statementReady')]),
        ],
        mail.data.statementId === undefined
          ? dashboard
          : { label: t('link.statements'), path: '/dashboard#statements' },
      );
    }
  }
}
