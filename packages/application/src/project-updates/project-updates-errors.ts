import {
  PROJECT_UPDATE_DESCRIPTION_MAX,
  PROJECT_UPDATE_IMAGE_URL_MAX,
  PROJECT_UPDATE_TITLE_MAX,
  PROJECT_UPDATE_TYPES,
} from '@cobuy/domain';
import { appError, type AppError } from '../shared/app-error.js';

export type ProjectUpdatesErrorCode = 'PROJECT_UPDATE.NOT_FOUND';

/**
 * The update form's messages (investor spec §5: title, description and progress required, progress a number
 * 0-100, the type one of four, the image URL optional). The web form shows the same words before sending.
 */
export const PROJECT_UPDATE_MESSAGES = {
  title: 'Title is required',
  titleTooLong: `Title must be at most ${PROJECT_UPDATE_TITLE_MAX} characters`,
  description: 'Description is required',
  descriptionTooLong: `Description must be at most ${PROJECT_UPDATE_DESCRIPTION_MAX} characters`,
  progress: 'Progress percentage is required',
  progressRange: 'Progress percentage must be a number between 0 and 100',
  progressWhole: 'Progress percentage must be a whole number',
  updateType: `Update type must be one of ${PROJECT_UPDATE_TYPES.join(', ')}`,
  imageUrl: 'Image URL must be a web address starting with http:// or https://',
  imageUrlTooLong: `Image URL must be at most ${PROJECT_UPDATE_IMAGE_URL_MAX} characters`,
} as const;

export const projectUpdateNotFound = (id: number): AppError =>
  appError('PROJECT_UPDATE.NOT_FOUND', `Project update ${id} was not found`, { details: { updateId: id } });

/** The same answer as the catalog's reads give for an unknown project (a 404). */
export const projectNotFound = (projectId: number): AppError =>
  appError('PROJECT.NOT_FOUND', 'Project not found', { details: { projectId } });
