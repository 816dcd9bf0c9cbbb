import type { ReactNode } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { ContactForm } from '../../features/contact/components/contact-form';
import { site } from '../../features/site/site-info';
import { Icon, type IconName } from '../../features/ui/components/icon';
import { StyledCard, StyledMuted, StyledStack } from '../../features/ui/components/layout-primitives';
import { SimplePage } from '../../features/ui/components/simple-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { MessagesArea } from '../../i18n/messages-area';
import { StyledCheckList, StyledIconTile } from '../../features/ui/components/data-display';

/** `contact.why.<key>`. */
const WHY_PARTNER = ['community', 'unitByUnit', 'updates', 'team', 'diaspora'] as const;

const StyledLayout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: minmax(0, 1fr) minmax(0, 1.4fr);
    align-items: start;
  }
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledDetails = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.md};
    align-items: flex-start;
    min-width: 0;
  }
  a {
    overflow-wrap: anywhere;
  }
`;

function Detail({ icon, label, children }: { icon: IconName; label: string; children: ReactNode }) {
  return (
    <li>
      <StyledIconTile>
        <Icon name={icon} size={20} />
      </StyledIconTile>
      <div>
        <strong>{label}</strong>
        <div>{children}</div>
      </div>
    </li>
  );
}

/** The page's text is the `contact` area (docs/i18n.md), loaded with the route; the form is inside it. */
export default function ContactPage() {
  return (
    <MessagesArea area="contact">
      <ContactContent />
    </MessagesArea>
  );
}

function ContactContent() {
  const intl = useIntl();
  const t = (id: string) => intl.formatMessage({ id: `contact.${id}` });
  useDocumentTitle(intl.formatMessage({ id: 'nav.contact' }));
  return (
    <SimplePage title={intl.formatMessage({ id: 'footer.contactUs' })} lead={t('lead')}>
      <StyledLayout>
        <StyledStack $gap="lg">
          <StyledCard>
            <StyledHeading>{t('getInTouch')}</StyledHeading>
            <StyledDetails>
              <Detail icon="mail" label={intl.formatMessage({ id: 'auth.email' })}>
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </Detail>
              <Detail icon="phone" label={t('phone')}>
                <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
                <StyledMuted>
                  <FormattedMessage id="footer.phoneHours" />
                </StyledMuted>
              </Detail>
              <Detail icon="mapPin" label={t('office')}>
                {site.address}
              </Detail>
              <Detail icon="clock" label={t('responseTime')}>
                {t('replyPromise')}
              </Detail>
            </StyledDetails>
          </StyledCard>
          <StyledCard>
            <StyledHeading>{t('whyPartner')}</StyledHeading>
            <StyledCheckList>
              {WHY_PARTNER.map((reason) => (
                <li key={reason}>
                  <Icon name="check" size={16} />
                  {t(`why.${reason}`)}
                </li>
              ))}
            </StyledCheckList>
          </StyledCard>
        </StyledStack>
        <StyledCard>
          <StyledHeading>{t('sendMessage')}</StyledHeading>
          <ContactForm />
        </StyledCard>
      </StyledLayout>
    </SimplePage>
  );
}
