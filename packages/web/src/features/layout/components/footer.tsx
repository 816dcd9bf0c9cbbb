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
  // Screening is claimed only when the server says a screening service is configured (docs/kyc.md).
  const { amlScreening } = usePlatformFeatures();
  return (
    <StyledFooter>
      <StyledContainer>
        <StyledColumns>
          <div>
            <Logo inverse />
            <StyledBlurb>
              Co-own off-plan homes and commercial space in Accra with other investors, from a minimum co-buy of{' '}
              {formatPrice(claims.minimumCoBuyCedis, 'GHS')}, and share the profit when the finished property sells.
            </StyledBlurb>
            <StyledSocials aria-label="Social links">
              {site.socials.map((social) => (
                <a key={social.label} href={social.href} target="_blank" rel="noopener noreferrer">
                  {social.label}
                </a>
              ))}
            </StyledSocials>
          </div>
          <div>
            <StyledHeading>Quick Links</StyledHeading>
            <StyledList>
              <li>
                <Link to="/projects">Browse Projects</Link>
              </li>
              <li>
                <Link to="/developers">Developers</Link>
              </li>
              <li>
                <Link to="/faq">FAQ</Link>
              </li>
              <li>
                <Link to="/contact">Contact Us</Link>
              </li>
              {/* Only for visitors: a signed-in investor already has an account. */}
              {!user && !loading ? (
                <li>
                  <Link to="/signup">Create an Account</Link>
                </li>
              ) : null}
            </StyledList>
          </div>
          <div>
            <StyledHeading>How Co-Investment Works</StyledHeading>
            <StyledList>
              <li>Pick a vetted off-plan project and unit</li>
              <li>Co-buy with other investors from {formatPrice(claims.minimumCoBuyCedis, 'GHS')}</li>
              <li>Verify your identity once (KYC), then pay within 7 days</li>
              <li>Follow construction over {claims.timeline}</li>
              <li>Share the profit in proportion to your contribution when the unit sells</li>
            </StyledList>
          </div>
          <div>
            <StyledHeading>Contact</StyledHeading>
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
                <span>{site.phoneHours}</span>
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
            Regulatory compliance: investors are identity-verified (KYC)
            {amlScreening ? ' and screened against sanctions and politically exposed persons lists' : ''} before any
            payment, in line with the regulations of Ghana. Property investment carries risk; returns are not guaranteed
            and early withdrawal is not guaranteed.
          </p>
          <p>
            © {new Date().getFullYear()} {site.name}. All rights reserved.
          </p>
        </StyledBottom>
      </StyledContainer>
    </StyledFooter>
  );
}
