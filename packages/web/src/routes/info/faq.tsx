import { FormattedMessage, useIntl } from 'react-intl';
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
import { MessagesArea } from '../../i18n/messages-area';

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

/** The page's text is the `faq` area (docs/i18n.md), loaded with the route. */
export default function FaqPage() {
  return (
    <MessagesArea area="faq">
      <FaqContent />
    </MessagesArea>
  );
}

function FaqContent() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage({ id: 'nav.faq' }));
  const cedi = useCurrency().currencyFor('GHS');
  return (
    <SimplePage title={intl.formatMessage({ id: 'faq.title' })} lead={intl.formatMessage({ id: 'faq.lead' })}>
      <StyledLayout>
        <FaqAccordion items={faqItems(intl, cedi)} />
        <StyledSupport as="aside" aria-labelledby="support-title">
          <h2 id="support-title">
            <FormattedMessage id="faq.support.title" />
          </h2>
          <StyledMuted>
            <FormattedMessage id="faq.support.text" />
          </StyledMuted>
          <ul>
            <li>
              <Icon name="mail" />
              <div>
                <strong>
                  <FormattedMessage id="faq.support.email" />
                </strong>
                <br />
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </div>
            </li>
            <li>
              <Icon name="phone" />
              <div>
                <strong>
                  <FormattedMessage id="faq.support.phone" />
                </strong>
                <br />
                <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
                <StyledMuted>
                  <FormattedMessage id="footer.phoneHours" />
                </StyledMuted>
              </div>
            </li>
            <li>
              <Icon name="mapPin" />
              <div>
                <strong>
                  <FormattedMessage id="faq.support.office" />
                </strong>
                <br />
                {site.address}
              </div>
            </li>
          </ul>
          <StyledButtonLink to="/contact" $block>
            <FormattedMessage id="footer.contactUs" />
          </StyledButtonLink>
        </StyledSupport>
      </StyledLayout>
    </SimplePage>
  );
}
