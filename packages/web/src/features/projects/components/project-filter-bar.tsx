import { useEffect, useId, useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { useCurrency } from '../../currency/hooks/use-currency';
import { StyledButton } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';
import { StyledInput, StyledSelect } from '../../ui/components/native-select';
import {
  ALL_LOCATIONS,
  ALL_TYPES,
  ANY_MIN_INVESTMENT,
  LOCATION_OPTIONS,
  MIN_INVESTMENT_OPTIONS,
  projectTypeLabel,
  TYPE_OPTIONS,
  type ProjectFilterState,
} from '../project-filters';

const StyledBar = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  grid-template-columns: 1fr;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.colors.surface};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  ${({ theme }) => theme.media.sm} {
    grid-template-columns: 1fr 1fr;
  }
  ${({ theme }) => theme.media.lg} {
    grid-template-columns: 2fr 1fr 1fr 1fr auto;
  }
  select {
    width: 100%;
  }
`;

const StyledSearch = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  color: ${({ theme }) => theme.colors.textMuted};
  ${({ theme }) => theme.media.sm} {
    grid-column: 1 / -1;
  }
  ${({ theme }) => theme.media.lg} {
    grid-column: auto;
  }
  svg {
    position: absolute;
    inset-inline-start: ${({ theme }) => theme.space.md};
  }
  input {
    padding-inline-start: 2.4rem;
  }
`;

const SEARCH_DEBOUNCE_MS = 300;

interface ProjectFilterBarProps {
  value: ProjectFilterState;
  onChange: (next: ProjectFilterState) => void;
  onClear: () => void;
}

export function ProjectFilterBar({ value, onChange, onClear }: ProjectFilterBarProps) {
  const { formatPrice } = useCurrency();
  const intl = useIntl();
  const ids = { search: useId(), location: useId(), type: useId(), min: useId() };
  const [search, setSearch] = useState(value.search);
  // Follow outside changes (Clear Filters, back button), adjusting state while rendering rather than in an
  // effect, so the box never shows the old text for one frame.
  const [followedSearch, setFollowedSearch] = useState(value.search);
  if (followedSearch !== value.search) {
    setFollowedSearch(value.search);
    setSearch(value.search);
  }

  // Typing settles before the list is asked again.
  useEffect(() => {
    if (search === value.search) return;
    const timer = window.setTimeout(() => onChange({ ...value, search }), SEARCH_DEBOUNCE_MS);
    return () => window.clearTimeout(timer);
  }, [search, value, onChange]);

  return (
    <StyledBar role="search">
      <StyledSearch>
        <Icon name="search" size={16} />
        <label htmlFor={ids.search} className="visually-hidden">
          <FormattedMessage id="projects.filter.search" />
        </label>
        <StyledInput
          id={ids.search}
          type="search"
          placeholder={intl.formatMessage({ id: 'projects.filter.searchPlaceholder' })}
          value={search}
          onChange={(event) => setSearch(event.target.value)}
        />
      </StyledSearch>
      <div>
        <label htmlFor={ids.location} className="visually-hidden">
          <FormattedMessage id="projects.filter.location" />
        </label>
        <StyledSelect
          id={ids.location}
          value={value.location}
          onChange={(event) => onChange({ ...value, search, location: event.target.value })}
        >
          <option value={ALL_LOCATIONS}>{intl.formatMessage({ id: 'projects.filter.allLocations' })}</option>
          {LOCATION_OPTIONS.map((location) => (
            <option key={location} value={location}>
              {location}
            </option>
          ))}
        </StyledSelect>
      </div>
      <div>
        <label htmlFor={ids.type} className="visually-hidden">
          <FormattedMessage id="projects.filter.type" />
        </label>
        <StyledSelect
          id={ids.type}
          value={value.projectType}
          onChange={(event) => onChange({ ...value, search, projectType: event.target.value })}
        >
          <option value={ALL_TYPES}>{intl.formatMessage({ id: 'projects.filter.allTypes' })}</option>
          {TYPE_OPTIONS.map((type) => (
            <option key={type} value={type}>
              {projectTypeLabel(type, intl)}
            </option>
          ))}
        </StyledSelect>
      </div>
      <div>
        <label htmlFor={ids.min} className="visually-hidden">
          <FormattedMessage id="projects.filter.minInvestment" />
        </label>
        <StyledSelect
          id={ids.min}
          value={value.minInvestment}
          onChange={(event) => onChange({ ...value, search, minInvestment: event.target.value })}
        >
          <option value={ANY_MIN_INVESTMENT}>{intl.formatMessage({ id: 'projects.filter.anyMinInvestment' })}</option>
          {MIN_INVESTMENT_OPTIONS.map((amount) => (
            <option key={amount} value={amount}>
              {intl.formatMessage({ id: 'projects.filter.upTo' }, { amount: formatPrice(amount) })}
            </option>
          ))}
        </StyledSelect>
      </div>
      <StyledButton $variant="outline" onClick={onClear}>
        <FormattedMessage id="projects.clearFilters" />
      </StyledButton>
    </StyledBar>
  );
}
