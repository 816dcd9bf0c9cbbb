import { Money, PROJECT_STATUSES, PROJECT_TYPES, UNIT_TYPES } from '@cobuy/domain';
import { z } from 'zod';
import { PUBLIC_IMAGE_PATH } from '../images/image-input.schemas.js';
import { idInput, moneyInput, percentageInput } from '../shared/input-schemas.js';

/*
 * The admin Project and Unit forms (accounts spec §3, §5) as the server checks them. A number field holding
 * anything but a number is a 400 naming the field, never read as 0. Unknown keys (totalUnits, status of a
 * unit, currentInvestment...) are dropped: those figures are derived from the units and investments.
 */

const isAbsent = (v: unknown) => v === undefined || v === null;

const requiredText = (max: number) =>
  z
    .string({ error: (issue) => (isAbsent(issue.input) ? 'is required' : 'must be text') })
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'is required').max(max, `must be at most ${max} characters`));

const optionalText = (max: number) =>
  z
    .string({ error: 'must be text' })
    .nullable()
    .optional()
    .transform((s) => (s?.trim() ? s.trim() : null))
    .pipe(z.string().max(max, `must be at most ${max} characters`).nullable());

/**
 * An image's address: an absolute http(s) address, or the relative `/api/images/<id>` an upload answers (POST
 * /api/uploads/images). No other relative path: it would name a page of this site, not a picture.
 */
const webAddress = z
  .string({ error: 'must be an http(s) address or an uploaded image' })
  .nullable()
  .optional()
  .transform((s, ctx) => {
    if (!s?.trim()) return null;
    const text = s.trim();
    if (PUBLIC_IMAGE_PATH.test(text)) return text;
    if (text.length > 2000 || !/^https?:\/\/[^\s]+$/i.test(text)) {
      ctx.addIssue({ code: 'custom', message: 'must be an http(s) address or an uploaded image' });
      return z.NEVER;
    }
    return text;
  });

/** A whole number, from a number or its digits as text (a form field). */
const wholeNumber = (min: number, max: number) =>
  z.union([z.number(), z.string()], { error: 'must be a whole number' }).transform((value, ctx) => {
    const text = typeof value === 'number' ? String(value) : value.trim();
    const n = /^\d{1,9}$/.test(text) ? Number(text) : NaN;
    if (!(n >= min && n <= max)) {
      ctx.addIssue({ code: 'custom', message: `must be a whole number from ${min} to ${max}` });
      return z.NEVER;
    }
    return n;
  });

/** Square metres, numeric(10,2); blank is none. */
const area = z
  .unknown()
  .optional()
  .transform((value, ctx) => {
    if (isAbsent(value) || (typeof value === 'string' && value.trim() === '')) return null;
    // numeric(10,2): the exact decimal reader of money, bounded to 8 integer digits.
    const parsed = Money.parse(value);
    if (!parsed.ok || parsed.value.isZero() || parsed.value.cents >= 10_000_000_000n) {
      ctx.addIssue({ code: 'custom', message: 'must be a positive number with at most 2 decimals' });
      return z.NEVER;
    }
    return parsed.value.toString();
  });

/** The stored slug, from the slug or the form's label ('Under Construction', 'Mixed-Use'). */
const slugOf = <T extends string>(list: readonly T[], label: string) =>
  z.string({ error: `must be one of: ${list.join(', ')}` }).transform((value, ctx) => {
    const slug = value.trim().toLowerCase().replace(/\s+/g, '-') as T;
    if (!list.includes(slug)) {
      ctx.addIssue({ code: 'custom', message: `${label} must be one of: ${list.join(', ')}` });
      return z.NEVER;
    }
    return slug;
  });

const positiveMoney = moneyInput.refine((m) => !m.isZero(), 'must be more than 0');

const completionDate = z
  .union([z.string(), z.null()], { error: 'must be a date (YYYY-MM-DD)' })
  .optional()
  .transform((value, ctx) => {
    if (!value?.trim()) return null;
    const date = new Date(value.trim());
    if (!/^\d{4}-\d{2}-\d{2}/.test(value.trim()) || Number.isNaN(date.getTime())) {
      ctx.addIssue({ code: 'custom', message: 'must be a date (YYYY-MM-DD)' });
      return z.NEVER;
    }
    return date;
  });

const projectShape = z.object({
  title: requiredText(200),
  description: requiredText(5000),
  location: requiredText(200),
  country: optionalText(100).transform((c) => c ?? 'Ghana'),
  projectType: slugOf(PROJECT_TYPES, 'Project type'),
  status: slugOf(PROJECT_STATUSES, 'Status'),
  developerName: requiredText(200),
  timeline: wholeNumber(0, 600),
  constructionTimeline: optionalText(200),
  expectedProfit: percentageInput,
  profitRangeMin: percentageInput.optional(),
  profitRangeMax: percentageInput.optional(),
  developerListingPrice: moneyInput.optional(),
  unitPrice: moneyInput,
  minInvestment: moneyInput,
  imageUrl: webAddress,
  completionDate,
});

export const createProjectInput = projectShape;
export type CreateProjectInput = z.output<typeof createProjectInput>;

/** PUT: the whole form again. */
export const updateProjectInput = projectShape.extend({ id: idInput });
export type UpdateProjectInput = z.output<typeof updateProjectInput>;

export const projectIdInput = z.object({ id: idInput });
export type ProjectIdInput = z.output<typeof projectIdInput>;

const unitShape = z.object({
  unitNumber: requiredText(40),
  unitType: slugOf(UNIT_TYPES, 'Unit type'),
  bedrooms: wholeNumber(0, 50),
  bathrooms: wholeNumber(0, 50),
  floorArea: area,
  plotSize: area,
  price: positiveMoney,
  /** Absent: equal to the price (the form's rule at creation). */
  totalInvestmentNeeded: positiveMoney.optional(),
  minInvestmentAmount: positiveMoney,
  features: z
    .array(z.string({ error: 'must be a list of texts' }).trim().min(1).max(60), { error: 'must be a list of texts' })
    .max(30, 'at most 30 features')
    .optional()
    .transform((list) => [...new Set(list ?? [])]),
  description: optionalText(5000),
  imageUrl: webAddress,
  floor: wholeNumber(0, 300).nullable().optional(),
  block: optionalText(40),
});

export const createUnitInput = unitShape.extend({ projectId: idInput });
export type CreateUnitInput = z.output<typeof createUnitInput>;

/** PUT: the whole form again. */
export const updateUnitInput = unitShape.extend({ projectId: idInput, unitId: idInput });
export type UpdateUnitInput = z.output<typeof updateUnitInput>;

export const unitIdInput = z.object({ projectId: idInput, unitId: idInput });
export type UnitIdInput = z.output<typeof unitIdInput>;
