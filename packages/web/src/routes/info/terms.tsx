import styled from 'styled-components';
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
export default function TermsPage() {
  useDocumentTitle('Terms of Use');
  return (
    <SimplePage title="Terms of Use" lead={`The rules of ${site.name}, in plain words. Last updated November 2026.`}>
      <StyledTerms as="article">
        <section>
          <h2>1. What we do</h2>
          <p>
            {site.name} lets several investors buy an off-plan home in Accra together. Each investor puts in part of the
            unit's price; when the finished home is sold, the profit (or the loss) is shared between them. We list
            projects from developers, collect the investors' payments and record each person's part.
          </p>
        </section>
        <section>
          <h2>2. Investing carries risk</h2>
          <ul>
            <li>Property prices can fall. Construction can be late, cost more, or stop.</li>
            <li>
              There are no guaranteed returns. Projected profits and timelines are estimates, not promises: you may get
              back less than you put in.
            </li>
            <li>Your money is tied up until the unit is sold; you cannot take it out early on demand.</li>
            <li>Only invest money you can afford to leave for years, and can afford to lose.</li>
          </ul>
        </section>
        <section>
          <h2>3. Verifying your identity (KYC)</h2>
          <p>
            Before you invest you must verify your identity: your details, an identity document, a proof of address and
            a selfie. The law against money laundering requires it. We may refuse or end an account when the checks
            fail, when documents are false, or when the law forbids us to serve you.
          </p>
        </section>
        <section>
          <h2>4. Paying for an investment</h2>
          <p>
            Once an investment is approved you have 7 days to pay it, using the payment reference we give you. An
            investment not paid within 7 days expires and the unit's share goes back on offer. It counts as yours only
            once we have confirmed your payment.
          </p>
        </section>
        <section>
          <h2>5. Sharing the profit</h2>
          <p>
            When a unit is sold, its profit is the sale price minus the unit's price and the selling costs. Each
            investor receives a share in proportion to their part of the unit's price, and a loss is shared the same
            way. We then pay each investor the amount invested plus or minus that share, and tell you when it is paid.
          </p>
        </section>
        <section>
          <h2>6. Your account</h2>
          <p>
            Keep your password to yourself; you are responsible for what is done with your account. Tell us at once if
            you think someone else has used it. Information you give us must be true and kept up to date.
          </p>
        </section>
        <section>
          <h2>7. Questions and complaints</h2>
          <p>
            Write to <a href={`mailto:${site.email}`}>{site.email}</a> or call {site.phone}. These terms are governed by
            the laws of Ghana.
          </p>
        </section>
      </StyledTerms>
    </SimplePage>
  );
}
