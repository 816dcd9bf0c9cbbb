import type { InvestingMail } from '@cobuy/domain';
import type { RenderedMail } from './outbox-mail.js';
import type { MailBranding } from './mail-layout.js';
import { simpleMail } from './kyc-mail.templates.js';
import { turnOffParagraph } from './optional-mail.js';

/** Due dates are stated in UTC with the time, since the window closes at that instant. */
const instant = (d: Date): string => `${d.toISOString().slice(0, 16).replace('T', ' ')} UTC`;
const usd = (amount: string): string => `USD ${amount}`;
const DASHBOARD = { label: 'Open your dashboard', path: '/dashboard' } as const;
const STATEMENTS = { label: 'Open your statements', path: '/dashboard#statements' } as const;

/** The investing mails: payment instructions and their window, confirmation, rejection and profit. */
export function renderInvestingMail(mail: InvestingMail, branding: MailBranding): RenderedMail {
  switch (mail.template) {
    case 'payment-instructions': {
      const { bank } = mail.data;
      return simpleMail(
        mail,
        branding,
        `Payment instructions for ${mail.data.projectTitle}, unit ${mail.data.unitNumber}`,
        'Your payment instructions',
        [
          `Hello ${mail.data.firstName},`,
          `Please pay ${usd(mail.data.amount)} by ${instant(mail.data.dueAt)} to secure your share of unit ${mail.data.unitNumber} in ${mail.data.projectTitle}.`,
          `Method: ${bank.method}. Bank: ${bank.bankName}, ${bank.branch}. Account name: ${bank.accountName}. Account number: ${bank.accountNumber}. SWIFT: ${bank.swiftCode}.`,
          `Quote the reference ${mail.data.reference} with your transfer, exactly as written.`,
          'If the payment has not been confirmed by the due date, the reservation lapses and the share is released.',
        ],
        DASHBOARD,
      );
    }
    case 'payment-reminder':
      return simpleMail(
        mail,
        branding,
        `Reminder: your payment for ${mail.data.projectTitle} is due within 24 hours`,
        'Your payment window closes soon',
        [
          `Hello ${mail.data.firstName},`,
          `We have not yet confirmed your payment of ${usd(mail.data.amount)} (reference ${mail.data.reference}) for unit ${mail.data.unitNumber} in ${mail.data.projectTitle}.`,
          `The window closes at ${instant(mail.data.dueAt)}. If you have already paid, no action is needed.`,
        ],
        DASHBOARD,
      );
    case 'payment-expired':
      return simpleMail(
        mail,
        branding,
        `Your payment window for ${mail.data.projectTitle} has closed`,
        'Payment window expired',
        [
          `Hello ${mail.data.firstName},`,
          `The payment of ${usd(mail.data.amount)} (reference ${mail.data.reference}) for unit ${mail.data.unitNumber} in ${mail.data.projectTitle} was not confirmed by ${instant(mail.data.dueAt)}, so the reservation has been released.`,
          'You are welcome to express interest again while the unit has room.',
        ],
        { label: 'Browse projects', path: '/projects' },
      );
    case 'payment-confirmed':
      return simpleMail(
        mail,
        branding,
        `Payment confirmed: ${mail.data.projectTitle}, unit ${mail.data.unitNumber}`,
        'Your investment is active',
        [
          `Hello ${mail.data.firstName},`,
          `We have received your payment of ${usd(mail.data.amount)}. You now own ${mail.data.ownershipPercentage}% of unit ${mail.data.unitNumber} in ${mail.data.projectTitle}.`,
        ],
        DASHBOARD,
      );
    case 'application-rejected':
      return simpleMail(
        mail,
        branding,
        `Your interest in ${mail.data.projectTitle}`,
        'Your application was not approved',
        [`Hello ${mail.data.firstName},`, `We could not approve your application. Reason: ${mail.data.reason}`],
        { label: 'Browse projects', path: '/projects' },
      );
    case 'application-received': {
      const { firstName, projectTitle, unitNumber, interestAmount, currency } = mail.data;
      return simpleMail(
        mail,
        branding,
        `We received your interest in ${projectTitle}`,
        'Your application is in',
        [
          `Hello ${firstName},`,
          `Thank you: your interest of ${currency} ${interestAmount} in ${unitNumber ? `unit ${unitNumber} of ` : ''}${projectTitle} has reached us and waits for review, usually within 2-3 business days.`,
          'Once it is approved (and your identity verified), your payment instructions follow by mail.',
          turnOffParagraph(branding, 'application news mails'),
        ],
        DASHBOARD,
      );
    }
    case 'profit-distributed':
      return simpleMail(
        mail,
        branding,
        `Unit ${mail.data.unitNumber} in ${mail.data.projectTitle} has been sold`,
        mail.data.profitShare.startsWith('-') ? 'Your share of the sale' : 'Your profit',
        [
          `Hello ${mail.data.firstName},`,
          mail.data.profitShare.startsWith('-')
            ? `Unit ${mail.data.unitNumber} in ${mail.data.projectTitle} has been sold at a loss. Your share of the loss on your ${usd(mail.data.amount)} is ${usd(mail.data.profitShare.slice(1))}, bringing your position to ${usd(mail.data.currentValue)}.`
            : `Unit ${mail.data.unitNumber} in ${mail.data.projectTitle} has been sold. Your share of the profit on your ${usd(mail.data.amount)} is ${usd(mail.data.profitShare)}, bringing your position to ${usd(mail.data.currentValue)}.`,
          ...(mail.data.statementId === undefined
            ? []
            : [
                'Your sale statement (PDF: your contribution, the sale, your returns, and the amounts in USD, GHS and your home currency) is ready under Statements on your dashboard.',
              ]),
        ],
        mail.data.statementId === undefined ? DASHBOARD : STATEMENTS,
      );
  }
}
