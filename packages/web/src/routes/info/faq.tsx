import styled from 'styled-components';
import { FaqAccordion } from '../../features/faq/components/faq-accordion';
import { faqItems } from '../../features/faq/faq-items';
import { useCurrency } from '../../features/currency/hooks/use-currency';
import { site } from '../../features/site/site-info';
import { StyledButtonLink } from '../../features/ui/components/button';
import { Icon } from '../../features/ui/components/icon';
import { StyledCard, StyledMuted } from '../../features/ui/components/layout-primitives';
import { SimplePage } from '../../features/ui/components/simple-page';
import { useDocumentTitle } from '../../lib/use-document-title';

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 2fr) minmax(0, 1fr);
    align-items: start;
  }
`;

const StyledSupport = styled(StyledCard)`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
  }
  ul {
    list-style: none;
    margin: 0;
    padding: 0;
    display: grid;
    gap: ${({ theme }) => theme.space.md};
  }
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: flex-start;
    min-width: 0;
  }
  a {
    overflow-wrap: anywhere;
  }
`;

export default function FaqPage() {
  useDocumentTitle('FAQ');
  const cedi = useCurrency().currencyFor('GHS');
  return (
    <SimplePage title="Frequently Asked Questions" lead="How co-investing in off-plan property works, in plain words.">
      <StyledLayout>
        <FaqAccordion items={faqItems(cedi)} />
        <StyledSupport as="aside" aria-labelledby="support-title">
          <h2 id="support-title">Still have questions?</h2>
          <StyledMuted>Our support team is here to help. {site.replyPromise}.</StyledMuted>
          <ul>
            <li>
              <Icon name="mail" />
              <div>
                <strong>Email support</strong>
                <br />
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </div>
            </li>
            <li>
              <Icon name="phone" />
              <div>
                <strong>Phone</strong>
                <br />
                <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
                <StyledMuted>{site.phoneHours}</StyledMuted>
              </div>
            </li>
            <li>
              <Icon name="mapPin" />
              <div>
                <strong>Office</strong>
                <br />
                {site.address}
              </div>
            </li>
          </ul>
          <StyledButtonLink to="/contact" $block>
            Contact Us
          </StyledButtonLink>
        </StyledSupport>
      </StyledLayout>
    </SimplePage>
  );
}
