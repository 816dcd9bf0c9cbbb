import { DEVELOPER_EARLIEST_YEAR, DEVELOPER_LIMITS, developerDeletionBlocker } from '@cobuy/domain';
import { appError, type AppError } from '../shared/app-error.js';

export type DevelopersErrorCode = 'DEVELOPER.NOT_FOUND' | 'DEVELOPER.NAME_TAKEN' | 'DEVELOPER.HAS_PROJECTS';

/**
 * The Developer Management form's messages (accounts spec §5 'Developer form (admin)'). The web form shows the
 * same words before sending; the server checks every rule again and answers them in `fields`.
 */
export const DEVELOPER_MESSAGES = {
  name: 'Developer name is required',
  description: 'Description is required',
  email: 'Please enter a valid email address',
  phone: 'Phone number is required',
  phoneFormat: 'Phone number must have 7 to 15 digits (spaces, +, -, dots and parentheses allowed)',
  address: 'Address is required',
  city: 'City is required',
  country: 'Country is required',
  tooLong: (max: number) => `must be at most ${max} characters`,
  website: 'Website must be a web address, such as https://example.com',
  logoUrl: 'Logo URL must be a web address, such as https://example.com/logo.png',
  establishedYear: `Established year must be a year from ${DEVELOPER_EARLIEST_YEAR} to this year`,
  completedProjects: `Completed projects must be a whole number from 0 to ${DEVELOPER_LIMITS.completedProjects}`,
  totalValue: (reason: string) => `Total value ${reason}`,
  rating: 'Rating must be from 0 to 5 in steps of 0.1',
  specialty: `Each specialty must be at most ${DEVELOPER_LIMITS.specialty} characters`,
  specialties: `At most ${DEVELOPER_LIMITS.specialties} specialties`,
  isActive: 'Status must be Active or Inactive',
  nameTaken: 'A developer with this name already exists',
} as const;

export const developerNotFound = (id: number): AppError =>
  appError('DEVELOPER.NOT_FOUND', `Developer ${id} was not found`, { details: { developerId: id } });

export const developerNameTaken = (name: string, existingId: number): AppError =>
  appError('DEVELOPER.NAME_TAKEN', `A developer named "${name}" already exists`, {
    fields: { name: DEVELOPER_MESSAGES.nameTaken },
    details: { developerId: existingId },
  });

/** A 409 that says why and what to do instead (deactivate). */
export const developerHasProjects = (id: number, linkedProjects: number): AppError =>
  appError('DEVELOPER.HAS_PROJECTS', developerDeletionBlocker(linkedProjects)!, {
    details: { developerId: id, linkedProjects },
  });
