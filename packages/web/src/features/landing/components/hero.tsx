import { FormattedMessage } from 'react-intl';
import styled from 'styled-components';
import { useCurrency } from '../../currency/hooks/use-currency';
import { useLanguage } from '../../language/hooks/use-language';
import { useCurrentUser } from '../../session/use-current-user';
import { claims } from '../../site/site-info';
import { StyledButtonLink } from '../../ui/components/button';
import { StyledContainer } from '../../ui/components/layout-primitives';

const StyledHero = styled.section`
  background: ${({ theme }) => `linear-gradient(135deg, ${theme.colors.heroFrom}, ${theme.colors.heroTo})`};
  color: ${({ theme }) => theme.colors.textInverse};
  padding: ${({ theme }) => `${theme.space.xxxl} 0`};
  ${({ theme }) => theme.media.md} {
    padding: ${({ theme }) => `${theme.space.huge} 0`};
  }
`;

const StyledInner = styled(StyledContainer)`
  display: grid;
  gap: ${({ theme }) => theme.space.xl};
  max-width: ${({ theme }) => theme.layout.maxWidth};
`;

const StyledEyebrow = styled.p`
  color: ${({ theme }) => theme.colors.accent};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
  text-transform: uppercase;
  letter-spacing: 0.08em;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledTitle = styled.h1`
  font-size: ${({ theme }) => theme.fontSizes.display};
  line-height: 1.15;
  max-width: 22ch;
`;

const StyledLead = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.lg};
  max-width: 60ch;
  opacity: 0.92;
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledLanguages = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  button {
    border: 1px solid ${({ theme }) => theme.colors.footerText};
    background: transparent;
    color: ${({ theme }) => theme.colors.textInverse};
    border-radius: ${({ theme }) => theme.radii.pill};
    padding: ${({ theme }) => `${theme.space.xxs} ${theme.space.md}`};
    cursor: pointer;
    &:hover {
      background: ${({ theme }) => theme.colors.primaryHover};
    }
  }
`;

/** Languages offered right in the hero; the header picker has all 15. */
const HERO_LANGUAGES = ['fr', 'ar', 'zh', 'pt', 'sw'];

export function Hero() {
  const { user } = useCurrentUser();
  const { formatPrice } = useCurrency();
  const { language, languages, setLanguage } = useLanguage();
  const offered = languages.filter((l) => HERO_LANGUAGES.includes(l.code));

  return (
    <StyledHero>
      <StyledInner>
        <StyledEyebrow>
          <FormattedMessage id="hero.eyebrow" />
        </StyledEyebrow>
        <StyledTitle>
          <FormattedMessage id="hero.title" />
        </StyledTitle>
        <StyledLead data-testid="hero-lead">
          <FormattedMessage
            id="hero.lead"
            values={{ minimum: formatPrice(claims.minimumCoBuyCedis, 'GHS'), ...claims.timelineMonths }}
          />
        </StyledLead>
        <StyledActions>
          <StyledButtonLink to="/projects" $variant="secondary" $size="lg">
            <FormattedMessage id="footer.browseProjects" />
          </StyledButtonLink>
          {user ? (
            <StyledButtonLink to="/dashboard" $variant="outline" $size="lg">
              <FormattedMessage id="hero.goToDashboard" />
            </StyledButtonLink>
          ) : (
            <StyledButtonLink to="/signup" $variant="outline" $size="lg">
              <FormattedMessage id="auth.getStarted" />
            </StyledButtonLink>
          )}
        </StyledActions>
        {language.code === 'en' ? (
          <StyledLanguages data-testid="hero-language-switch" translate="no">
            <span>
              <FormattedMessage id="hero.readInYourLanguage" />
            </span>
            {offered.map((l) => (
              <button key={l.code} type="button" onClick={() => setLanguage(l.code)} lang={l.code}>
                {l.flag} {l.name}
              </button>
            ))}
          </StyledLanguages>
        ) : null}
      </StyledInner>
    </StyledHero>
  );
}
