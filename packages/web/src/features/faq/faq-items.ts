import type { CurrencyOption } from '../currency/currencies';
import { formatMoney } from '../currency/format-money';
import { claims, site } from '../site/site-info';

export interface FaqItem {
  question: string;
  answer: string;
}

/**
 * The ten questions of the FAQ page (accounts spec §1 claims). `cedi` is the server's GHS entry (its symbol): the
 * minimum co-buy is a claim in cedis, shown as it is, never converted.
 */
export const faqItems = (cedi: CurrencyOption): readonly FaqItem[] => {
  const minimum = formatMoney(claims.minimumCoBuyCedis, cedi).replace(/\.00$/, '');
  return [
    {
      question: 'What is off-plan co-investment?',
      answer:
        'You and other investors together buy a unit in a project before it is built, at the off-plan price. When construction is finished the unit is sold and the profit is shared in proportion to what each person contributed.',
    },
    {
      question: 'What is the minimum amount I can invest?',
      answer: `The minimum co-buy typically starts from ${minimum}. Each unit also shows its own minimum investment on the project page.`,
    },
    {
      question: 'How long does construction take?',
      answer: `Construction typically takes ${claims.timeline}. Every project page shows its own construction timeline.`,
    },
    {
      question: 'How are profits calculated and shared?',
      answer:
        'Your ownership share is your contribution divided by the unit price. When the unit sells, the profit is distributed to each co-investor in proportion to that share.',
    },
    {
      question: 'Why do I need to verify my identity (KYC)?',
      answer:
        'Identity verification protects every co-investor and is required by anti-money-laundering rules. You verify once before investing; review takes 2-3 business days and lasts two years.',
    },
    {
      question: 'How and when do I pay?',
      answer:
        'Once your application is approved and your KYC is verified, you receive payment instructions with a reference. Payment is due within 7 days and our team confirms it before your investment becomes active.',
    },
    {
      question: 'Can I withdraw my money early?',
      answer:
        'Early withdrawal is not guaranteed. Your money is committed to the unit until it is sold, so only invest what you can leave in place for the whole construction period.',
    },
    {
      question: 'How will I know how construction is going?',
      answer:
        'Developers and our team post progress updates on each project. Updates are sent to you by email and shown on your dashboard.',
    },
    {
      question: 'Can I invest from outside Ghana?',
      answer:
        'Yes. Prices are set in US dollars and the site can show them in cedis, naira, CFA francs, pounds, euros and more. You complete the same identity verification wherever you live.',
    },
    {
      question: 'How do I contact the team?',
      answer: `Email ${site.email} or call ${site.phone} (${site.phoneHours}). We reply to every message within 24 hours.`,
    },
  ];
};
