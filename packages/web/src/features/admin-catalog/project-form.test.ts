import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import type { AdminCatalogProject_ProjectFragment } from '../../graphql/generated';
import { schemaMessages } from '../forms/testing/schema-messages';
import frenchCatalog from '../../i18n/messages/adminCatalog/fr.json';
import { englishIntl } from '../../i18n/testing/english-intl';
import { testIntl } from '../../i18n/testing/test-intl';
import { formatFieldMessage } from '../forms/field-message';
import { catalogFailureToast, CATALOG_MESSAGES, heldByInvestmentsMessage } from './catalog-messages';
import {
  emptyProjectForm,
  projectFormValues,
  projectInputOf,
  projectSchema,
  projectStatusLabel,
  projectStatusOptions,
  projectTypeOptions,
  projectTypeLabel,
  type ProjectFormValues,
} from './project-form';

const filled: ProjectFormValues = {
  ...emptyProjectForm(),
  title: ' Airport Residential Towers ',
  description: 'Two towers of apartments near Kotoka airport.',
  location: 'Airport Residential, Accra',
  developerName: 'Oyarifa Homes Ltd',
  timeline: '30',
  expectedProfit: '18.5',
  unitPrice: '185000.00',
  minInvestment: '25000',
};

const stored: AdminCatalogProject_ProjectFragment = {
  id: 7,
  title: 'Airport Residential Towers',
  description: 'Two towers of apartments near Kotoka airport.',
  location: 'Airport Residential, Accra',
  country: 'Ghana',
  projectType: 'mixed_use',
  status: 'under_construction',
  developerName: 'Oyarifa Homes Ltd',
  timeline: 30,
  constructionTimeline: '30 months',
  expectedProfit: '18.50',
  profitRangeMin: '15.00',
  profitRangeMax: '22.00',
  developerListingPrice: '190000.00',
  unitPrice: '185000.00',
  minInvestment: '25000.00',
  imageUrl: null,
  completionDate: '2028-06-30T00:00:00.000Z',
  totalInvestmentNeeded: '740000.00',
  currentFunding: '50000.00',
  totalUnits: 4,
  availableUnits: 3,
};

describe('the Add / Edit Project form (accounts spec §3, §5)', () => {
  it('accepts a filled form and sends every field, blanks as null for the server to fill', async () => {
    expect(await schemaMessages(projectSchema, filled)).toEqual({});
    expect(projectInputOf(filled)).toEqual({
      title: 'Airport Residential Towers',
      description: 'Two towers of apartments near Kotoka airport.',
      location: 'Airport Residential, Accra',
      country: 'Ghana',
      projectType: 'residential',
      status: 'planning',
      developerName: 'Oyarifa Homes Ltd',
      timeline: '30',
      constructionTimeline: null,
      expectedProfit: '18.5',
      profitRangeMin: null,
      profitRangeMax: null,
      developerListingPrice: null,
      unitPrice: '185000.00',
      minInvestment: '25000',
      imageUrl: null,
      completionDate: null,
    });
  });

  it('names every required field when the form is empty', async () => {
    expect(await schemaMessages(projectSchema, { ...emptyProjectForm(), projectType: '', status: '' })).toEqual({
      title: 'Title is required',
      description: 'Description is required',
      location: 'Location is required',
      developerName: 'Developer name is required',
      projectType: 'Choose a project type from the list',
      status: 'Choose a status from the list',
      expectedProfit: 'Expected profit is required',
      unitPrice: 'Unit price is required',
      minInvestment: 'Minimum investment is required',
    });
  });

  it('reads money and percentages exactly: no letters, at most 2 decimals, within the columns', async () => {
    const messages = await schemaMessages(projectSchema, {
      ...filled,
      unitPrice: '185,000',
      minInvestment: '25000.505',
      developerListingPrice: '12345678901234',
      expectedProfit: '1000',
      profitRangeMin: '-1',
    });
    expect(messages).toEqual({
      unitPrice: 'Unit price must be an amount in US dollars, e.g. 250000 or 250000.50',
      minInvestment: 'Minimum investment must have at most 2 decimals',
      developerListingPrice: 'Developer listing price is too large',
      expectedProfit: 'Expected profit must be a percentage from 0 to 999.99, with at most 2 decimals',
      profitRangeMin: 'Lowest profit must be a percentage from 0 to 999.99, with at most 2 decimals',
    });
    // 13 digits before the point is the largest numeric(15,2) amount.
    expect(await schemaMessages(projectSchema, { ...filled, unitPrice: '9999999999999.99' })).toEqual({});
  });

  it('refuses a timeline that is not a whole number of months, and reads a blank one as 0 (spec §5)', async () => {
    expect(await schemaMessages(projectSchema, { ...filled, timeline: '2.5' })).toEqual({
      timeline: 'Timeline must be a whole number from 0 to 600',
    });
    expect(await schemaMessages(projectSchema, { ...filled, timeline: 'soon' })).toEqual({
      timeline: 'Timeline must be a whole number from 0 to 600',
    });
    expect(projectInputOf({ ...filled, timeline: ' ' }).timeline).toBe('0');
  });

  it('checks the rules between fields as the server does', async () => {
    expect(await schemaMessages(projectSchema, { ...filled, minInvestment: '185000.01' })).toEqual({
      minInvestment: 'Minimum investment must not exceed the unit price',
    });
    // The range defaults to the expected profit on either side.
    expect(await schemaMessages(projectSchema, { ...filled, profitRangeMin: '20' })).toEqual({
      profitRangeMin: 'The lowest profit must not exceed the highest',
    });
    expect(await schemaMessages(projectSchema, { ...filled, profitRangeMin: '20', profitRangeMax: '25' })).toEqual({});
  });

  it('takes an image by http(s) address or an uploaded image, and a date as YYYY-MM-DD', async () => {
    expect(
      await schemaMessages(projectSchema, { ...filled, imageUrl: 'ftp://x/y.jpg', completionDate: '30/06/2028' }),
    ).toEqual({
      imageUrl: 'Image URL must be an http(s) address, such as https://example.com/photo.jpg, or an uploaded image',
      completionDate: 'Completion date must be a date',
    });
    expect(
      await schemaMessages(projectSchema, { ...filled, imageUrl: '/api/images/3f2b8c1e-9d4a-4e6b-8c2d-1a2b3c4d5e6f' }),
    ).toEqual({});
    for (const relative of ['/api/images/42', '/images/towers.jpg', '/api/images/../auth/user']) {
      expect(await schemaMessages(projectSchema, { ...filled, imageUrl: relative })).toEqual({
        imageUrl: 'Image URL must be an http(s) address, such as https://example.com/photo.jpg, or an uploaded image',
      });
    }
    expect(
      await schemaMessages(projectSchema, {
        ...filled,
        imageUrl: 'https://cdn.example.com/towers.jpg',
        completionDate: '2028-06-30',
      }),
    ).toEqual({});
  });

  it('fills the edit form from the stored project, with the slugs the server takes', async () => {
    const values = projectFormValues(stored);
    expect(values).toMatchObject({
      projectType: 'mixed-use',
      status: 'under-construction',
      timeline: '30',
      completionDate: '2028-06-30',
      imageUrl: '',
    });
    expect(await schemaMessages(projectSchema, values)).toEqual({});
    expect(projectInputOf(values)).toMatchObject({ profitRangeMin: '15.00', developerListingPrice: '190000.00' });
  });

  it('offers the spec statuses and types, keeping an investor-page status a seeded project holds', () => {
    expect(projectStatusOptions(englishIntl, 'planning').map((o) => o.label)).toEqual([
      'Planning',
      'Pre-Construction',
      'Under Construction',
      'Near Completion',
      'Completed',
    ]);
    expect(projectStatusOptions(englishIntl, 'funding').map((o) => o.value)).toContain('funding');
    expect(projectStatusOptions(englishIntl, 'funding').at(-1)).toEqual({ value: 'funding', label: 'Funding' });
    expect(projectTypeOptions(englishIntl).map((o) => o.label)).toEqual(['Residential', 'Commercial', 'Mixed-Use']);
    expect(projectStatusLabel(englishIntl, 'near_completion')).toBe('Near Completion');
    expect(projectStatusLabel(englishIntl, 'pre-construction')).toBe('Pre-Construction');
    expect(projectTypeLabel(englishIntl, 'mixed_use')).toBe('Mixed-Use');
  });
});

describe('the form in another language (docs/i18n.md)', () => {
  it('names the field and the limit in the interface language', () => {
    const french = testIntl(frenchCatalog, 'fr');
    expect(formatFieldMessage(french, CATALOG_MESSAGES.required('unitPrice'))).toBe('« Prix du lot » est obligatoire');
    expect(formatFieldMessage(french, CATALOG_MESSAGES.tooLong('title', 200))).toBe(
      '« Titre » ne doit pas dépasser 200 caractères',
    );
    expect(projectStatusLabel(french, 'under_construction')).toBe('En construction');
    expect(projectTypeOptions(french).map((o) => o.label)).toEqual(['Résidentiel', 'Commercial', 'Mixte']);
  });
});

describe('the catalog failures (spec §8)', () => {
  const graphQLFailure = (code: string, message: string, fields?: Record<string, string>) =>
    new CombinedGraphQLErrors({ errors: [{ message, extensions: { code, status: 409, fields } }] });

  it('shows the server message that a project with investments stays', () => {
    const failure = graphQLFailure('PROJECT.HAS_INVESTMENTS', 'This project cannot be deleted: it has 2 investment(s)');
    expect(heldByInvestmentsMessage(failure)).toBe('This project cannot be deleted: it has 2 investment(s)');
    expect(catalogFailureToast(englishIntl, 'deleteProject', failure)).toEqual({
      title: 'Error',
      description: 'This project cannot be deleted: it has 2 investment(s)',
      variant: 'destructive',
    });
    expect(heldByInvestmentsMessage(graphQLFailure('PROJECT.NOT_FOUND', 'Project 9 was not found'))).toBeNull();
  });

  it('names what failed when the server sent no message of its own', () => {
    expect(catalogFailureToast(englishIntl, 'archiveProject', new Error(''))).toEqual({
      title: 'Error',
      description: 'Failed to archive project',
      variant: 'destructive',
    });
  });

  it('points at the fields when the server refused some', () => {
    const failure = graphQLFailure('VALIDATION.INVALID_INPUT', 'Invalid input', { unitPrice: 'must be a number' });
    expect(catalogFailureToast(englishIntl, 'createProject', failure).description).toBe(
      'Please correct the fields marked in the form.',
    );
  });
});
