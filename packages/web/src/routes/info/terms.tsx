import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { MessagesArea } from '../../i18n/messages-area';
import { site } from '../../features/site/site-info';
import { StyledCard } from '../../features/ui/components/layout-primitives';
import { SimplePage } from '../../features/ui/components/simple-page';
import { useDocumentTitle } from '../../lib/use-document-title';

const StyledTerms = styled(StyledCard)`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  max-width: 72ch;
  section {
    display: grid;
    gap: ${({ theme }) => theme.space.xs};
  }
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  p,
  li {
    overflow-wrap: anywhere;
  }
  ul {
    margin: 0;
    padding-inline-start: ${({ theme }) => theme.space.lg};
  }
`;

/**
 * The terms of use the sign-up checkbox links to (issue 19, item 9): short and plain, for a co-investment
 * platform. The rules they state are the server's (docs/product-rules.md): KYC before investing, the 7-day payment
 * window, profit shared by each investor's part of the unit's price.
 */
/** Sections in order: `terms.<key>.title` and their text (`.text`, or `.items` as list items `.item1`…). */
const SECTIONS: ReadonlyArray<{ key: string; items?: number }> = [
  { key: 'what' },
  { key: 'risk', items: 4 },
  { key: 'kyc' },
  { key: 'payment' },
  { key: 'profit' },
  { key: 'account' },
  { key: 'questions' },
];

/** The page's text is the `terms` area (docs/i18n.md), loaded with the route. */
export default function TermsPage() {
  return (
    <MessagesArea area="terms">
      <TermsContent />
    </MessagesArea>
  );
}

function TermsContent() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'terms.title' }));
  const values = {
    site: site.name,
    phone: site.phone,
    email: (chunks: ReactNode[]) => <a href={`mailto:${site.email}`}>{chunks}</a>,
    address: site.email,
  };
  return (
    <SimplePage
      title={intl.formatMessage({ id: 'terms.title' })}
      lead={intl.formatMessage({ id: 'terms.lead' }, { site: site.name, updated: new Date(Date.UTC(2026, 10, 15)) })}
    >
      <StyledTerms as="article">
        {SECTIONS.map(({ key, items }, index) => (
          <section key={key}>
            <h2>
              <FormattedMessage
                id="terms.heading"
                values={{ number: index + 1, title: intl.formatMessage({ id: `terms.${key}.title` }) }}
              />
            </h2>
            {items ? (
              <ul>
                {Array.from({ length: items }, (_, i) => (
                  <li key={i}>
                    <FormattedMessage id={`terms.${key}.item${i + 1}`} values={values} />
                  </li>
                ))}
              </ul>
            ) : (
              <p>
                <FormattedMessage id={`terms.${key}.text`} values={values} />
              </p>
            )}
          </section>
        ))}
      </StyledTerms>
    </SimplePage>
  );
}
