import { useState } from 'react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { DeveloperCard_DeveloperFragment } from '../../../graphql/generated';
import { useCurrency } from '../../currency/hooks/use-currency';
import { formatMoney } from '../../currency/format-money';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButtonAnchor } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';
import { formatRating } from '../developer-rating';
import { ContentText } from '../../content-translations/components/content-text';

const StyledCard = styled.article`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
`;

const StyledHead = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

const StyledLogo = styled.div`
  width: 56px;
  height: 56px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  display: grid;
  place-items: center;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.xl};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledName = styled.h2`
  font-size: ${({ theme }) => theme.fontSizes.lg};
`;

const StyledMeta = styled.p`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => `${theme.space.xs} ${theme.space.md}`};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs};
  }
`;

const StyledRating = styled.span`
  color: ${({ theme }) => theme.colors.warning};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledFigures = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(10rem, 1fr));
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  dt {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  dd {
    margin: 0;
    font-weight: ${({ theme }) => theme.fontWeights.bold};
    overflow-wrap: break-word;
  }
`;

const StyledSpecialties = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledContacts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
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

const StyledFooter = styled.div`
  margin-top: auto;
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const SUBTITLE_ID = (id: number) => `developer-${id}-name`;

/** Absolute http(s) links only; anything else is not offered as a button. */
function safeWebsite(website: string | null): string | null {
  if (!website) return null;
  const withScheme = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  try {
    const url = new URL(withScheme);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

export function DeveloperCard({ developer }: { developer: DeveloperCard_DeveloperFragment }) {
  // Stored in cedis and shown as they are (never converted), with the server's symbol for GHS.
  const cedi = useCurrency().currencyFor('GHS');
  const [logoFailed, setLogoFailed] = useState(false);
  const website = safeWebsite(developer.website);
  const intl = useIntl();
  const rating = formatRating(developer.rating, intl);

  return (
    <StyledCard aria-labelledby={SUBTITLE_ID(developer.id)} data-testid="developer-card">
      <StyledHead>
        <StyledLogo aria-hidden="true">
          {developer.logoUrl && !logoFailed ? (
            <img src={developer.logoUrl} alt="" onError={() => setLogoFailed(true)} loading="lazy" />
          ) : (
            developer.name.slice(0, 1).toUpperCase()
          )}
        </StyledLogo>
        <div>
          <StyledName id={SUBTITLE_ID(developer.id)}>{developer.name}</StyledName>
          <StyledMeta>
            <span>
              <Icon name="mapPin" size={14} />
              <FormattedMessage
                id="projects.location"
                values={{ location: developer.city, country: developer.country }}
              />
            </span>
            {developer.establishedYear ? (
              <span>
                <FormattedMessage id="developers.established" values={{ year: developer.establishedYear }} />
              </span>
            ) : null}
            <StyledRating aria-label={intl.formatMessage({ id: 'developers.rating' }, { rating })}>
              <Icon name="star" size={14} />
              {rating}
            </StyledRating>
          </StyledMeta>
        </div>
      </StyledHead>
      {developer.specialties[0] ? (
        <div>
          <StyledBadge $tone="primary">{developer.specialties[0]}</StyledBadge>
        </div>
      ) : null}
      <StyledDescription>
        <ContentText text={developer.description} />
      </StyledDescription>
      <StyledFigures>
        <div>
          <dt>
            <FormattedMessage id="developers.completedProjects" />
          </dt>
          <dd>
            <FormattedNumber value={developer.completedProjects} />
          </dd>
        </div>
        <div>
          <dt>
            <FormattedMessage id="developers.totalValue" />
          </dt>
          <dd>{formatMoney(developer.totalValue, cedi, intl.locale)}</dd>
        </div>
      </StyledFigures>
      {developer.specialties.length > 0 ? (
        <StyledSpecialties aria-label={intl.formatMessage({ id: 'developers.specialties' })}>
          {developer.specialties.map((specialty) => (
            <li key={specialty}>
              <StyledBadge>{specialty}</StyledBadge>
            </li>
          ))}
        </StyledSpecialties>
      ) : null}
      <StyledContacts>
        <li>
          <Icon name="phone" size={16} />
          <a href={`tel:${developer.phone.replace(/\s/g, '')}`}>{developer.phone}</a>
        </li>
        <li>
          <Icon name="mail" size={16} />
          <a href={`mailto:${developer.email}`}>{developer.email}</a>
        </li>
        <li>
          <Icon name="home" size={16} />
          <span>{developer.address}</span>
        </li>
      </StyledContacts>
      <StyledFooter>
        <span>
          {developer.licenseNumber ? (
            <FormattedMessage id="developers.license" values={{ number: developer.licenseNumber }} />
          ) : (
            <FormattedMessage id="developers.noLicense" />
          )}
        </span>
        {website ? (
          <StyledButtonAnchor href={website} target="_blank" rel="noopener noreferrer" $variant="outline" $size="sm">
            <Icon name="globe" size={14} />
            <FormattedMessage id="developers.website" />
          </StyledButtonAnchor>
        ) : null}
      </StyledFooter>
    </StyledCard>
  );
}
