import { describe, expect, it } from 'vitest';
import { toProjectFilter, EMPTY_FILTERS, projectTypeLabel } from './project-filters';
import { projectStatusBadge, projectStatusLabel } from './project-status';

describe('project status badge', () => {
  it('shows the available share for status available', () => {
    expect(projectStatusBadge({ status: 'available', availableUnits: 2, totalUnits: 3 })).toBe('67% Available');
    expect(projectStatusBadge({ status: 'available', availableUnits: 0, totalUnits: 0 })).toBe('0% Available');
  });

  it('labels the other statuses', () => {
    expect(projectStatusLabel('new')).toBe('New Listing');
    expect(projectStatusLabel('funding')).toBe('Open for Investment');
    expect(projectStatusLabel('in_progress')).toBe('In Progress');
    expect(projectStatusLabel('pre_construction')).toBe('Pre-Construction');
    expect(projectStatusLabel('completed')).toBe('Completed');
    expect(projectStatusLabel('near_completion')).toBe('Near Completion');
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
    expect(projectTypeLabel('mixed_use')).toBe('Mixed-Use');
  });
});
