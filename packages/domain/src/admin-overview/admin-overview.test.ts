import { describe, expect, it } from 'vitest';
import { APPLICATION_STATUSES } from '../application/application.machine.js';
import { PROJECT_STATUSES } from '../catalog/catalog.js';
import { COMMITTED_INVESTMENT_STATUSES } from '../investment/capacity.service.js';
import { INVESTMENT_STATUSES } from '../investment/investment.machine.js';
import {
  ADMIN_OVERVIEW_WEEKS,
  adminOverviewWindow,
  CONFIRMED_INVESTMENT_STATUSES,
  FINISHED_PROJECT_STATUSES,
  PENDING_INTEREST_STATUSES,
  weekStartUtc,
} from './admin-overview.js';

const iso = (d: Date) => d.toISOString();

describe('weekStartUtc', () => {
  it('is the Monday 00:00 UTC of the week, Monday itself and Sunday night included', () => {
    expect(iso(weekStartUtc(new Date('2026-11-23T00:00:00Z')))).toBe('2026-11-23T00:00:00.000Z'); // a Monday
    expect(iso(weekStartUtc(new Date('2026-11-25T13:45:10.500Z')))).toBe('2026-11-23T00:00:00.000Z');
    expect(iso(weekStartUtc(new Date('2026-11-29T23:59:59.999Z')))).toBe('2026-11-23T00:00:00.000Z'); // Sunday
    expect(iso(weekStartUtc(new Date('2026-11-30T00:00:00Z')))).toBe('2026-11-30T00:00:00.000Z');
  });

  it('counts in UTC, whatever the offset the time was written with', () => {
    // Monday 01:00 at UTC+2 is still Sunday in UTC: it belongs to the week before.
    expect(iso(weekStartUtc(new Date('2026-11-30T01:00:00+02:00')))).toBe('2026-11-23T00:00:00.000Z');
  });

  it('crosses months and years', () => {
    expect(iso(weekStartUtc(new Date('2027-01-01T12:00:00Z')))).toBe('2026-12-28T00:00:00.000Z');
    expect(iso(weekStartUtc(new Date('2028-03-01T12:00:00Z')))).toBe('2028-02-28T00:00:00.000Z'); // leap year
  });
});

describe('adminOverviewWindow', () => {
  it('covers twelve whole weeks ending with the current one', () => {
    const window = adminOverviewWindow(new Date('2026-11-25T10:00:00Z'));
    expect(window.weeks).toBe(ADMIN_OVERVIEW_WEEKS);
    expect(ADMIN_OVERVIEW_WEEKS).toBe(12);
    // 11 weeks before the Monday of the current week.
    expect(iso(window.firstWeek)).toBe('2026-09-07T00:00:00.000Z');
  });

  it('refuses a window without weeks', () => {
    expect(() => adminOverviewWindow(new Date(), 0)).toThrow(RangeError);
    expect(() => adminOverviewWindow(new Date(), 1.5)).toThrow(RangeError);
    expect(iso(adminOverviewWindow(new Date('2026-11-23T00:00:00Z'), 1).firstWeek)).toBe('2026-11-23T00:00:00.000Z');
  });
});

describe('what the figures count', () => {
  it('takes every project status but completed and archived as active', () => {
    expect(PROJECT_STATUSES.filter((s) => !FINISHED_PROJECT_STATUSES.includes(s))).toEqual([
      'available',
      'new',
      'funding',
      'planning',
      'pre-construction',
      'under-construction',
      'in-progress',
      'near-completion',
    ]);
  });

  it('commits every investment status but cancelled, and confirms only paid ones', () => {
    expect(INVESTMENT_STATUSES.filter((s) => !COMMITTED_INVESTMENT_STATUSES.includes(s))).toEqual(['cancelled']);
    expect(CONFIRMED_INVESTMENT_STATUSES).toEqual(['active', 'completed']);
    expect(CONFIRMED_INVESTMENT_STATUSES.every((s) => COMMITTED_INVESTMENT_STATUSES.includes(s))).toBe(true);
  });

  it('counts interests that wait for approval', () => {
    expect(APPLICATION_STATUSES.filter((s) => PENDING_INTEREST_STATUSES.includes(s))).toEqual(['pending']);
  });
});
