import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import en from '../../i18n/messages/en.json';
import fr from '../../i18n/messages/fr.json';
import { toProjectFilter, EMPTY_FILTERS, projectTypeLabel } from './project-filters';
import { projectStatusBadge, projectStatusLabel } from './project-status';

const intl = createIntl({ locale: 'en', messages: en });

describe('project status badge', () => {
  it('shows the available share for status available', () => {
    expect(projectStatusBadge({ status: 'available', availableUnits: 2, totalUnits: 3 }, intl)).toBe('67% Available');
    expect(projectStatusBadge({ status: 'available', availableUnits: 0, totalUnits: 0 }, intl)).toBe('0% Available');
  });

  it('labels the other statuses', () => {
    expect(projectStatusLabel('new', intl)).toBe('New Listing');
    expect(projectStatusLabel('funding', intl)).toBe('Open for Investment');
    expect(projectStatusLabel('in_progress', intl)).toBe('In Progress');
    expect(projectStatusLabel('pre_construction', intl)).toBe('Pre-Construction');
    expect(projectStatusLabel('completed', intl)).toBe('Completed');
    expect(projectStatusLabel('near_completion', intl)).toBe('Near Completion');
  });

  it('speaks the interface language', () => {
    const french = createIntl({ locale: 'fr', messages: fr });
    expect(projectStatusBadge({ status: 'available', availableUnits: 2, totalUnits: 3 }, french)).toBe(
      '67\u00a0% disponibles',
    );
    expect(projectStatusLabel('funding', french)).toBe('Ouvert à l’investissement');
    expect(projectTypeLabel('mixed_use', french)).toBe('Mixte');
  });
});

describe('projects filter', () => {
  it('omits the placeholder values', () => {
    expect(toProjectFilter(EMPTY_FILTERS)).toBeNull();
    expect(
      toProjectFilter({ search: ' legon ', location: 'Accra', projectType: 'mixed_use', minInvestment: '5000' }),
    ).toEqual({ search: 'legon', location: 'Accra', projectType: 'mixed_use', minInvestment: '5000.00' });
  });

  it('sends only a project type the schema knows (the type also comes from the URL)', () => {
    expect(toProjectFilter({ ...EMPTY_FILTERS, projectType: 'castle' })).toBeNull();
    expect(projectTypeLabel('mixed_use', intl)).toBe('Mixed-Use');
  });
});
