import type { ReactNode } from 'react';
import styled from 'styled-components';
import { ContactForm } from '../../features/contact/components/contact-form';
import { site } from '../../features/site/site-info';
import { Icon, type IconName } from '../../features/ui/components/icon';
import { StyledCard, StyledMuted, StyledStack } from '../../features/ui/components/layout-primitives';
import { SimplePage } from '../../features/ui/components/simple-page';
import { useDocumentTitle } from '../../lib/use-document-title';
import { StyledCheckList, StyledIconTile } from '../../features/ui/components/data-display';

const WHY_PARTNER = [
  'A community of identity-verified co-investors ready to fund units',
  'Funding unit by unit, so sales start before construction ends',
  'Transparent progress updates that keep investors confident',
  'A team in Accra that handles investor questions, KYC and payments',
  'Exposure to diaspora and regional investors across currencies',
];

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

export default function ContactPage() {
  useDocumentTitle('Contact');
  return (
    <SimplePage
      title="Contact Us"
      lead="Questions about a project, investing from abroad or partnering as a developer? Write to us."
    >
      <StyledLayout>
        <StyledStack $gap="lg">
          <StyledCard>
            <StyledHeading>Get in touch</StyledHeading>
            <StyledDetails>
              <Detail icon="mail" label="Email">
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </Detail>
              <Detail icon="phone" label="Phone">
                <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
                <StyledMuted>{site.phoneHours}</StyledMuted>
              </Detail>
              <Detail icon="mapPin" label="Office">
                {site.address}
              </Detail>
              <Detail icon="clock" label="Response time">
                {site.replyPromise}
              </Detail>
            </StyledDetails>
          </StyledCard>
          <StyledCard>
            <StyledHeading>Why partner with us?</StyledHeading>
            <StyledCheckList>
              {WHY_PARTNER.map((reason) => (
                <li key={reason}>
                  <Icon name="check" size={16} />
                  {reason}
                </li>
              ))}
            </StyledCheckList>
          </StyledCard>
        </StyledStack>
        <StyledCard>
          <StyledHeading>Send us a message</StyledHeading>
          <ContactForm />
        </StyledCard>
      </StyledLayout>
    </SimplePage>
  );
}
