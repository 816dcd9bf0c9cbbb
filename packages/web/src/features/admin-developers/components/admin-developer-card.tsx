import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AdminDeveloperCard_DeveloperFragment } from '../../../graphql/generated';
import { useCurrency } from '../../currency/hooks/use-currency';
import { formatMoney } from '../../currency/format-money';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';
import { adminRating } from '../developer-form';

const StyledCard = styled.article<{ $inactive: boolean }>`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  min-width: 0;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  box-shadow: ${({ theme }) => theme.shadows.sm};
  opacity: ${({ $inactive }) => ($inactive ? 0.8 : 1)};
`;

const StyledHead = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.md};
  align-items: flex-start;
`;

const StyledLogo = styled.div`
  width: 48px;
  height: 48px;
  flex-shrink: 0;
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.primarySoft};
  color: ${({ theme }) => theme.colors.primary};
  display: grid;
  place-items: center;
  overflow: hidden;
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  font-size: ${({ theme }) => theme.fontSizes.lg};
  img {
    width: 100%;
    height: 100%;
    object-fit: cover;
  }
`;

const StyledTitleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-width: 0;
  h3 {
    font-size: ${({ theme }) => theme.fontSizes.lg};
    overflow-wrap: anywhere;
  }
`;

const StyledMuted = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledDescription = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  overflow-wrap: anywhere;
`;

const StyledFacts = styled.dl`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(8rem, 1fr));
  gap: ${({ theme }) => theme.space.sm};
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
    font-weight: ${({ theme }) => theme.fontWeights.semibold};
    overflow-wrap: anywhere;
  }
`;

const StyledContacts = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    gap: ${({ theme }) => theme.space.sm};
    align-items: center;
    min-width: 0;
  }
  a,
  span {
    overflow-wrap: anywhere;
  }
`;

const StyledBadges = styled.ul`
  list-style: none;
  margin: 0;
  padding: 0;
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.xs};
`;

const StyledActions = styled.div`
  margin-block-start: auto;
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledRating = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
`;

/** A fact the developer has not given. */
const NO_VALUE = '—';

/** Only absolute http(s) links are offered (the server stores no other kind, but the card does not rely on it). */
function safeLink(address: string | null): string | null {
  if (!address) return null;
  try {
    const url = new URL(address);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null;
  } catch {
    return null;
  }
}

interface AdminDeveloperCardProps {
  developer: AdminDeveloperCard_DeveloperFragment;
  onEdit: () => void;
  onDelete: () => void;
}

/**
 * A developer in the Developer Management tab (accounts spec §2): logo or placeholder, name, city and country, the
 * Active / Inactive badge, description, email, phone, website, established year, projects, total value in ₵,
 * rating to one decimal, specialty badges, and Edit and Delete.
 */
export function AdminDeveloperCard({ developer, onEdit, onDelete }: AdminDeveloperCardProps) {
  // Stored in cedis and shown as they are (never converted), with the server's symbol for GHS.
  const cedi = useCurrency().currencyFor('GHS');
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminDevelopers.${id}` }, values);
  const moneyLocale = intl.locale === 'en' ? 'en-US' : intl.locale; // English as the spec writes money
  const rating = Number(adminRating(developer.rating));
  const [logoFailed, setLogoFailed] = useState(false);
  const logo = safeLink(developer.logoUrl);
  const website = safeLink(developer.website);
  const titleId = `admin-developer-${developer.id}`;
  return (
    <StyledCard $inactive={!developer.isActive} aria-labelledby={titleId} data-testid="admin-developer-card">
      <StyledHead>
        <StyledLogo aria-hidden="true">
          {logo && !logoFailed ? (
            <img src={logo} alt="" loading="lazy" onError={() => setLogoFailed(true)} />
          ) : (
            developer.name.slice(0, 1).toUpperCase()
          )}
        </StyledLogo>
        <div>
          <StyledTitleRow>
            <h3 id={titleId}>{developer.name}</h3>
            <StyledBadge $tone={developer.isActive ? 'success' : 'neutral'}>
              {developer.isActive ? t('status.active') : t('status.inactive')}
            </StyledBadge>
          </StyledTitleRow>
          <StyledMuted>
            <Icon name="mapPin" size={14} />
            {t('card.place', { city: developer.city, country: developer.country })}
          </StyledMuted>
        </div>
      </StyledHead>
      <StyledDescription>{developer.description}</StyledDescription>
      <StyledContacts>
        <li>
          <Icon name="mail" size={16} />
          <a href={`mailto:${developer.email}`}>{developer.email}</a>
        </li>
        <li>
          <Icon name="phone" size={16} />
          <span>{developer.phone}</span>
        </li>
        <li>
          <Icon name="globe" size={16} />
          {website ? (
            <a href={website} target="_blank" rel="noopener noreferrer">
              {developer.website}
            </a>
          ) : (
            <span>{t('card.noWebsite')}</span>
          )}
        </li>
      </StyledContacts>
      <StyledFacts>
        <div>
          <dt>{t('card.established')}</dt>
          <dd>{developer.establishedYear ?? NO_VALUE}</dd>
        </div>
        <div>
          <dt>{t('card.projects')}</dt>
          <dd>{intl.formatNumber(developer.completedProjects)}</dd>
        </div>
        <div>
          <dt>{t('card.totalValue')}</dt>
          <dd>{formatMoney(developer.totalValue, cedi, moneyLocale)}</dd>
        </div>
        <div>
          <dt>{t('card.rating')}</dt>
          <dd>
            <StyledRating>
              <Icon name="star" size={14} />
              {Number.isNaN(rating)
                ? developer.rating
                : intl.formatNumber(rating, { minimumFractionDigits: 1, maximumFractionDigits: 1 })}
            </StyledRating>
          </dd>
        </div>
      </StyledFacts>
      {developer.specialties.length > 0 ? (
        <StyledBadges aria-label={t('card.specialties')}>
          {developer.specialties.map((specialty) => (
            <li key={specialty}>
              <StyledBadge $tone="info">{specialty}</StyledBadge>
            </li>
          ))}
        </StyledBadges>
      ) : null}
      {developer.linkedProjects > 0 ? (
        <StyledMuted>
          <Icon name="building" size={14} />
          {t('card.linked', { count: developer.linkedProjects })}
        </StyledMuted>
      ) : null}
      <StyledActions>
        <StyledButton
          $size="sm"
          $variant="outline"
          onClick={onEdit}
          aria-label={t('card.editAria', { name: developer.name })}
        >
          <FormattedMessage id="adminDevelopers.card.edit" />
        </StyledButton>
        <StyledButton
          $size="sm"
          $variant="danger"
          onClick={onDelete}
          aria-label={t('card.deleteAria', { name: developer.name })}
        >
          <FormattedMessage id="adminDevelopers.card.delete" />
        </StyledButton>
      </StyledActions>
    </StyledCard>
  );
}
