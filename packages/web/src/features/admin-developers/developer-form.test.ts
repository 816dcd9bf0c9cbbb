import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import type { AdminDeveloperCard_DeveloperFragment } from '../../graphql/generated';
import { englishIntl } from '../../i18n/testing/english-intl';
import { schemaMessages } from '../forms/testing/schema-messages';
import {
  adminRating,
  deleteDialogCopy,
  developerFormValues,
  developerInputOf,
  developerPatchOf,
  developerSchema,
  emptyDeveloperForm,
  formFieldsOf,
  specialtiesOf,
  statusOptions,
  type DeveloperFormValues,
} from './developer-form';
import { DEVELOPER_MESSAGES, developerFailureToast, developerToast } from './developer-messages';

// The server's words, as an English reader sees them (numbers grouped the English way).
const M = {
  name: 'Developer name is required',
  description: 'Description is required',
  email: 'Please enter a valid email address',
  phone: 'Phone number is required',
  phoneFormat: 'Phone number must have 7 to 15 digits (spaces, +, -, dots and parentheses allowed)',
  address: 'Address is required',
  city: 'City is required',
  country: 'Country is required',
  website: 'Website must be a web address, such as https://example.com',
  logoUrl: 'Logo URL must be a web address, such as https://example.com/logo.png',
  establishedYear: 'Established year must be a year from 1800 to this year',
  completedProjects: 'Completed projects must be a whole number from 0 to 100,000',
  totalValueNumber: 'Total value must be a number',
  totalValueDecimals: 'Total value must have at most 2 decimals',
  totalValueNegative: 'Total value must not be negative',
  totalValueTooLarge: 'Total value is too large',
  rating: 'Rating must be from 0 to 5 in steps of 0.1',
  specialty: 'Each specialty must be at most 60 characters',
  specialties: 'At most 20 specialties',
};

const now = new Date('2026-11-23T10:00:00Z');

const filled: DeveloperFormValues = {
  ...emptyDeveloperForm(now),
  name: ' Oyarifa Homes Ltd ',
  description: 'Gated communities in East Legon.',
  email: 'partners@oyarifahomes.example',
  phone: '+233 30 290 1144',
  address: '14 Lagos Avenue, East Legon',
  city: 'Accra',
  website: 'oyarifahomes.example',
  specialties: ' Gated communities, Townhouses,, Residential , townhouses',
  totalValue: '412500000.50',
  rating: '4.7',
};

const stored: AdminDeveloperCard_DeveloperFragment = {
  id: 3,
  name: 'Oyarifa Homes Ltd',
  description: 'Gated communities in East Legon.',
  email: 'partners@oyarifahomes.example',
  phone: '+233 30 290 1144',
  website: 'https://oyarifahomes.example',
  address: '14 Lagos Avenue, East Legon',
  city: 'Accra',
  country: 'Ghana',
  establishedYear: null,
  licenseNumber: null,
  specialties: ['Gated communities', 'Townhouses'],
  logoUrl: null,
  completedProjects: 18,
  totalValue: '412500000.50',
  rating: '4.70',
  isActive: true,
  linkedProjects: 0,
  updatedAt: '2026-11-23T10:00:00.000Z',
};

describe('the Add Developer form (accounts spec §3, §5)', () => {
  it('starts in Ghana, this year, active', () => {
    expect(emptyDeveloperForm(now)).toMatchObject({ country: 'Ghana', establishedYear: '2026', status: 'active' });
  });

  it("names every missing required field with the server's message", async () => {
    const messages = await schemaMessages(developerSchema(now), { ...emptyDeveloperForm(now), country: ' ' });
    expect(messages).toEqual({
      name: M.name,
      description: M.description,
      email: M.email,
      phone: M.phone,
      address: M.address,
      city: M.city,
      country: M.country,
    });
    expect(await schemaMessages(developerSchema(now), filled)).toEqual({});
  });

  it.each([
    ['rating', '4.55', M.rating],
    ['rating', '5.1', M.rating],
    ['rating', '-0.5', M.rating],
    ['establishedYear', '2027', M.establishedYear],
    ['establishedYear', '1799', M.establishedYear],
    ['establishedYear', '2009.5', M.establishedYear],
    ['completedProjects', '-1', M.completedProjects],
    ['totalValue', '1,000', M.totalValueNumber],
    ['totalValue', '100.005', M.totalValueDecimals],
    ['totalValue', '-5', M.totalValueNegative],
    ['totalValue', '12345678901234', M.totalValueTooLarge],
    ['email', 'partners-at-oyarifa', M.email],
    ['phone', '12345', M.phoneFormat],
    ['website', 'javascript:alert(1)', M.website],
    ['logoUrl', 'localhost', M.logoUrl],
    ['specialties', 'x'.repeat(61), M.specialty],
    ['specialties', Array.from({ length: 21 }, (_, i) => `S${i}`).join(','), M.specialties],
    ['licenseNumber', 'L'.repeat(101), 'must be at most 100 characters'],
    ['status', '', 'Status must be Active or Inactive'],
  ])('refuses %s = %j as the server does', async (field, value, message) => {
    expect(await schemaMessages(developerSchema(now), { ...filled, [field]: value })).toEqual({ [field]: message });
  });

  it('accepts ratings on tenths from 0 to 5, and blanks where the form falls back', async () => {
    for (const rating of ['0', '0.1', '4.5', '4.50', '5', '5.0', '']) {
      expect(await schemaMessages(developerSchema(now), { ...filled, rating })).toEqual({});
    }
    expect(
      await schemaMessages(developerSchema(now), { ...filled, establishedYear: '', completedProjects: '' }),
    ).toEqual({});
  });

  it('splits specialties on commas, trimmed, blanks and repeats dropped', () => {
    expect(specialtiesOf(' Gated communities, Townhouses,, Residential , townhouses')).toEqual([
      'Gated communities',
      'Townhouses',
      'Residential',
    ]);
    expect(specialtiesOf('')).toEqual([]);
  });

  it('sends the values with the spec fallbacks: this year, 0 projects, 0 rating', () => {
    expect(developerInputOf({ ...filled, establishedYear: '', completedProjects: '', rating: '' }, now)).toEqual({
      name: 'Oyarifa Homes Ltd',
      description: 'Gated communities in East Legon.',
      email: 'partners@oyarifahomes.example',
      phone: '+233 30 290 1144',
      address: '14 Lagos Avenue, East Legon',
      city: 'Accra',
      country: 'Ghana',
      website: 'oyarifahomes.example',
      logoUrl: null,
      establishedYear: 2026,
      licenseNumber: null,
      specialties: ['Gated communities', 'Townhouses', 'Residential'],
      completedProjects: 0,
      totalValue: '412500000.50',
      rating: '0',
      isActive: true,
    });
    expect(developerInputOf({ ...filled, status: 'inactive', establishedYear: '2009' }, now)).toMatchObject({
      isActive: false,
      establishedYear: 2009,
    });
  });
});

describe('editing a developer', () => {
  it('prefills the form from the stored developer', () => {
    expect(developerFormValues(stored)).toMatchObject({
      website: 'https://oyarifahomes.example',
      establishedYear: '',
      specialties: 'Gated communities, Townhouses',
      completedProjects: '18',
      rating: '4.70',
      status: 'active',
    });
  });

  it('sends only what the admin changed (an untouched blank year stays blank)', () => {
    const initial = developerFormValues(stored);
    expect(developerPatchOf(initial, initial, now)).toEqual({});
    expect(
      developerPatchOf(initial, { ...initial, rating: '4.9', status: 'inactive', specialties: 'Villas, ' }, now),
    ).toEqual({ rating: '4.9', isActive: false, specialties: ['Villas'] });
    expect(developerPatchOf(initial, { ...initial, website: '' }, now)).toEqual({ website: null });
  });

  it("shows the server's isActive message under Status", () => {
    const isActive = DEVELOPER_MESSAGES.isActive;
    expect(formFieldsOf({ isActive, name: 'A developer with this name already exists' })).toEqual({
      status: isActive,
      name: 'A developer with this name already exists',
    });
  });
});

describe('the Developers tab cards and dialogs (spec §2, §8)', () => {
  it('shows the rating to one decimal', () => {
    expect(adminRating('4.70')).toBe('4.7');
    expect(adminRating('0.00')).toBe('0.0');
    expect(adminRating('5.00')).toBe('5.0');
  });

  it('asks before deleting, and offers Inactive instead for a developer that projects name', () => {
    expect(deleteDialogCopy(stored, englishIntl)).toEqual({
      title: 'Delete Oyarifa Homes Ltd?',
      description:
        'Are you sure you want to delete Oyarifa Homes Ltd? Its profile will be removed. This cannot be undone.',
      canDelete: true,
      canDeactivate: false,
    });
    expect(deleteDialogCopy({ ...stored, linkedProjects: 2 }, englishIntl)).toEqual({
      title: 'Oyarifa Homes Ltd cannot be deleted',
      description:
        'This developer is linked to 2 projects and cannot be deleted. Set it to Inactive instead to hide it from the public pages.',
      canDelete: false,
      canDeactivate: true,
    });
    expect(deleteDialogCopy({ ...stored, linkedProjects: 1, isActive: false }, englishIntl)).toMatchObject({
      description:
        'This developer is linked to 1 project and cannot be deleted. It is already hidden from the public pages.',
      canDeactivate: false,
    });
  });

  it("uses the spec's toast titles and messages", () => {
    const offline = new TypeError('Failed to fetch');
    expect(developerFailureToast('createFailed', offline, englishIntl)).toEqual({
      title: 'Creation Failed',
      description: 'Failed to create developer profile.',
      variant: 'destructive',
    });
    expect(developerFailureToast('deleteFailed', offline, englishIntl)).toMatchObject({
      title: 'Deletion Failed',
      description: 'Failed to delete developer profile.',
    });
    expect(developerToast('created', 'Labadi Shores', englishIntl)).toEqual({
      title: 'Developer Created',
      description: 'Labadi Shores: The developer profile has been added.',
      variant: 'success',
    });
    expect(developerToast('updated', 'Labadi Shores', englishIntl).title).toBe('Developer Updated');
    expect(developerToast('deactivated', 'Labadi Shores', englishIntl)).toMatchObject({
      title: 'Developer Updated',
      description: 'Labadi Shores is inactive and hidden from the public pages.',
    });
    expect(developerToast('deleted', 'Labadi Shores', englishIntl)).toMatchObject({
      title: 'Developer Deleted',
      description: 'Labadi Shores has been deleted.',
    });
    expect(statusOptions(englishIntl).map((option) => option.label)).toEqual(['Active', 'Inactive']);
  });

  it("says the server's reason when it explains a refusal, the spec's line otherwise", () => {
    const refusal = (code: string, message: string) =>
      new CombinedGraphQLErrors({ errors: [{ message, extensions: { code, status: 409 } }] });
    const linked = 'This developer is linked to 1 project and cannot be deleted. Set it to Inactive instead.';
    expect(developerFailureToast('deleteFailed', refusal('DEVELOPER.HAS_PROJECTS', linked), englishIntl)).toEqual({
      title: 'Deletion Failed',
      description: linked,
      variant: 'destructive',
    });
    expect(
      developerFailureToast('createFailed', refusal('VALIDATION.INVALID_INPUT', 'Invalid input'), englishIntl),
    ).toEqual({
      title: 'Creation Failed',
      description: 'Failed to create developer profile.',
      variant: 'destructive',
    });
    expect(developerFailureToast('updateFailed', new TypeError('Failed to fetch'), englishIntl)).toMatchObject({
      description: 'Failed to update developer profile.',
    });
  });
});
