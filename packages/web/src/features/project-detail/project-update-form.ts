import type { IntlShape } from 'react-intl';
import { object, string } from 'yup';
import type { ProjectUpdateInput, ProjectUpdateItem_UpdateFragment, ProjectUpdateType } from '../../graphql/generated';

/**
 * The admin's update form (investor spec §2, §5): title, description and progress required, progress a number
 * 0-100, the type one of four, the image URL optional. The messages are the server's own (it checks the same rules
 * again and answers in `fields`), with its bounds: title 200, description 5000, image URL 2000 characters.
 */
const PROJECT_UPDATE_MESSAGES = {
  title: 'Title is required',
  titleTooLong: 'Title must be at most 200 characters',
  description: 'Description is required',
  descriptionTooLong: 'Description must be at most 5000 characters',
  progress: 'Progress percentage is required',
  progressRange: 'Progress percentage must be a number between 0 and 100',
  progressWhole: 'Progress percentage must be a whole number',
  updateType: 'Update type must be one of progress, milestone, completion, alert',
  imageUrl: 'Image URL must be a web address starting with http:// or https://',
  imageUrlTooLong: 'Image URL must be at most 2000 characters',
} as const;

export const PROJECT_UPDATE_TITLE_MAX = 200;
export const PROJECT_UPDATE_DESCRIPTION_MAX = 5000;
const PROJECT_UPDATE_IMAGE_URL_MAX = 2000;

/** Investor spec §8 for posting; edits and deletes get toasts in the same words (`project.updateToast.*`). */
export function projectUpdateToasts(intl: Pick<IntlShape, 'formatMessage'>) {
  const t = (id: string) => intl.formatMessage({ id: `project.updateToast.${id}` });
  return {
    posted: { title: t('postedTitle'), description: t('posted') },
    postFailed: { title: t('errorTitle'), description: t('postFailed') },
    edited: { title: t('editedTitle'), description: t('edited') },
    editFailed: { title: t('errorTitle'), description: t('editFailed') },
    deleted: { title: t('deletedTitle'), description: t('deleted') },
    deleteFailed: { title: t('errorTitle'), description: t('deleteFailed') },
  } as const;
}

/** Every update type of the schema (a type added there fails to compile until it is here). */
const UPDATE_TYPES: Record<ProjectUpdateType, true> = {
  progress: true,
  milestone: true,
  completion: true,
  alert: true,
};

/** The type select's options, labelled by `project.updates.type` (an ICU select). */
export const updateTypeOptions = (intl: Pick<IntlShape, 'formatMessage'>) =>
  (Object.keys(UPDATE_TYPES) as ProjectUpdateType[]).map((value) => ({
    value,
    label: intl.formatMessage({ id: 'project.updates.type' }, { type: value }),
  }));

export interface ProjectUpdateFormValues {
  title: string;
  description: string;
  /** As typed: the schema judges it, `projectUpdateInputOf` sends it as a number. */
  progressPercentage: string;
  updateType: ProjectUpdateType | '';
  imageUrl: string;
}

export const EMPTY_PROJECT_UPDATE: ProjectUpdateFormValues = {
  title: '',
  description: '',
  progressPercentage: '',
  updateType: 'progress',
  imageUrl: '',
};

/** An update's stored values, for the edit form. */
export const projectUpdateFormValues = (update: ProjectUpdateItem_UpdateFragment): ProjectUpdateFormValues => ({
  title: update.title,
  description: update.description,
  progressPercentage: String(update.progressPercentage),
  updateType: update.updateType,
  imageUrl: update.imageUrl ?? '',
});

const NUMBER = /^-?\d+(\.\d+)?$/;

/** An absolute http(s) address with a host, as the server accepts (anything else would load in every browser). */
function isHttpUrl(value: string): boolean {
  try {
    const url = new URL(value);
    return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
  } catch {
    return false;
  }
}

const M = PROJECT_UPDATE_MESSAGES;

export const projectUpdateSchema = object({
  title: string().trim().default('').required(M.title).max(PROJECT_UPDATE_TITLE_MAX, M.titleTooLong),
  description: string()
    .trim()
    .default('')
    .required(M.description)
    .max(PROJECT_UPDATE_DESCRIPTION_MAX, M.descriptionTooLong),
  progressPercentage: string()
    .trim()
    .default('')
    .required(M.progress)
    .test('range', M.progressRange, (v) => !v || (NUMBER.test(v) && Number(v) >= 0 && Number(v) <= 100))
    .test('whole', M.progressWhole, (v) => !v || !NUMBER.test(v) || Number.isInteger(Number(v))),
  updateType: string().default('').required(M.updateType).oneOf(Object.keys(UPDATE_TYPES), M.updateType),
  imageUrl: string()
    .trim()
    .default('')
    .max(PROJECT_UPDATE_IMAGE_URL_MAX, M.imageUrlTooLong)
    .test('http', M.imageUrl, (v) => !v || isHttpUrl(v)),
});

/** The form's values as the mutation's input (validated by `projectUpdateSchema` first). */
export const projectUpdateInputOf = (values: ProjectUpdateFormValues): ProjectUpdateInput => ({
  title: values.title.trim(),
  description: values.description.trim(),
  progressPercentage: Number(values.progressPercentage.trim()),
  updateType: values.updateType as ProjectUpdateType,
  imageUrl: values.imageUrl.trim() || null,
});
