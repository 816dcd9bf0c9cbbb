import { FormattedMessage, useIntl } from 'react-intl';
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useCurrency } from '../../currency/hooks/use-currency';
import { useCurrentUser } from '../../session/use-current-user';
import { claims, site } from '../../site/site-info';
import { usePlatformFeatures } from '../../site/use-platform-features';
import { Icon } from '../../ui/components/icon';
import { StyledContainer } from '../../ui/components/layout-primitives';
import { Logo } from './logo';

const StyledFooter = styled.footer`
  background: ${({ theme }) => theme.colors.footer};
  color: ${({ theme }) => theme.colors.footerText};
  padding: ${({ theme }) => `${theme.space.xxxl} 0 ${theme.space.xl}`};
  margin-top: auto;
`;

const StyledColumns = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.xxl};
  grid-template-columns: 1fr;
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 1.4fr 1fr 1.2fr 1.2fr;
  }
`;

const StyledHeading = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.md};
  color: ${({ theme }) => theme.colors.textInverse};
  margin-bottom: ${({ theme }) => theme.space.md};
`;

const StyledList = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  a {
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.textInverse};
      text-decoration: underline;
    }
  }
`;

const StyledContactItem = styled.li`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  align-items: flex-start;
`;

const StyledBlurb = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin: ${({ theme }) => `${theme.space.md} 0`};
`;

const StyledSocials = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
  a {
    font-size: ${({ theme }) => theme.fontSizes.sm};
    padding: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
    border: 1px solid ${({ theme }) => theme.colors.footerText};
    border-radius: ${({ theme }) => theme.radii.pill};
    text-decoration: none;
    &:hover {
      color: ${({ theme }) => theme.colors.textInverse};
    }
  }
`;

const StyledBottom = styled.div`
  border-top: 1px solid ${({ theme }) => theme.colors.textMuted};
  margin-top: ${({ theme }) => theme.space.xxl};
  padding-top: ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

export function Footer() {
  const { user, loading } = useCurrentUser();
  const { formatPrice } = useCurrency();
  const intl = useIntl();
  const minimum = formatPrice(claims.minimumCoBuyCedis, 'GHS');
  // Screening is claimed only when the server says a screening service is configured (docs/kyc.md).
  const { amlScreening } = usePlatformFeatures();
  return (
    <StyledFooter>
      <StyledContainer>
        <StyledColumns>
          <div>
            <Logo inverse />
            <StyledBlurb>
              <FormattedMessage id="footer.blurb" values={{ minimum }} />
            </StyledBlurb>
            <StyledSocials aria-label={intl.formatMessage({ id: 'footer.socialLinks' })}>
              {site.socials.map((social) => (
                <a key={social.label} href={social.href} target="_blank" rel="noopener noreferrer">
                  {social.label}
                </a>
              ))}
            </StyledSocials>
          </div>
          <div>
            <StyledHeading>
              <FormattedMessage id="footer.quickLinks" />
            </StyledHeading>
            <StyledList>
              <li>
                <Link to="/projects">
                  <FormattedMessage id="footer.browseProjects" />
                </Link>
              </li>
              <li>
                <Link to="/developers">
                  <FormattedMessage id="nav.developers" />
                </Link>
              </li>
              <li>
                <Link to="/faq">
                  <FormattedMessage id="nav.faq" />
                </Link>
              </li>
              <li>
                <Link to="/contact">
                  <FormattedMessage id="footer.contactUs" />
                </Link>
              </li>
              {/* Only for visitors: a signed-in investor already has an account. */}
              {!user && !loading ? (
                <li>
                  <Link to="/signup">
                    <FormattedMessage id="footer.createAccount" />
                  </Link>
                </li>
              ) : null}
            </StyledList>
          </div>
          <div>
            <StyledHeading>
              <FormattedMessage id="footer.howItWorks" />
            </StyledHeading>
            <StyledList>
              <li>
                <FormattedMessage id="footer.step.pick" />
              </li>
              <li>
                <FormattedMessage id="footer.step.coBuy" values={{ minimum }} />
              </li>
              <li>
                <FormattedMessage id="footer.step.verify" values={{ days: 7 }} />
              </li>
              <li>
                <FormattedMessage id="footer.step.follow" values={claims.timelineMonths} />
              </li>
              <li>
                <FormattedMessage id="footer.step.share" />
              </li>
            </StyledList>
          </div>
          <div>
            <StyledHeading>
              <FormattedMessage id="nav.contact" />
            </StyledHeading>
            <StyledList>
              <StyledContactItem>
                <Icon name="mail" size={16} />
                <a href={`mailto:${site.email}`}>{site.email}</a>
              </StyledContactItem>
              <StyledContactItem>
                <Icon name="phone" size={16} />
                <a href={`tel:${site.phone.replace(/\s/g, '')}`}>{site.phone}</a>
              </StyledContactItem>
              <StyledContactItem>
                <Icon name="clock" size={16} />
                <span>
                  <FormattedMessage id="footer.phoneHours" />
                </span>
              </StyledContactItem>
              <StyledContactItem>
                <Icon name="mapPin" size={16} />
                <span>{site.address}</span>
              </StyledContactItem>
            </StyledList>
          </div>
        </StyledColumns>
        <StyledBottom>
          <p data-testid="footer-compliance">
            <FormattedMessage id={amlScreening ? 'footer.complianceScreened' : 'footer.compliance'} />
          </p>
          <p>
            <FormattedMessage id="footer.copyright" values={{ year: new Date().getFullYear(), site: site.name }} />
          </p>
        </StyledBottom>
      </StyledContainer>
    </StyledFooter>
  );
}
