import { describe, expect, it } from 'vitest';
import { toProjectFilter, EMPTY_FILTERS } from './project-filters';
import { projectStatusBadge, projectStatusLabel } from './project-status';

describe('project status badge', () => {
  it('shows the available share for status available', () => {
    expect(projectStatusBadge({ status: 'available', availableUnits: 2, totalUnits: 3 })).toBe('67% Available');
    expect(projectStatusBadge({ status: 'available', availableUnits: 0, totalUnits: 0 })).toBe('0% Available');
  });

  it('labels the other statuses', () => {
    expect(projectStatusLabel('new')).toBe('New Listing');
    expect(projectStatusLabel('funding')).toBe('Open for Investment');
    expect(projectStatusLabel('in-progress')).toBe('In Progress');
    expect(projectStatusLabel('completed')).toBe('Completed');
    expect(projectStatusLabel('near-completion')).toBe('Near Completion');
  });
});

describe('projects filter', () => {
  it('omits the placeholder values', () => {
    expect(toProjectFilter(EMPTY_FILTERS)).toBeNull();
    expect(
      toProjectFilter({ search: ' legon ', location: 'Accra', projectType: 'mixed-use', minInvestment: '5000' }),
    ).toEqual({ search: 'legon', location: 'Accra', projectType: 'mixed-use', minInvestment: '5000.00' });
  });
});
