import type { ProjectUpdateType } from '../catalog/catalog.js';

/** What an admin writes in the update form (investor spec §2, §5); the id and the date are the store's. */
export interface ProjectUpdateFields {
  readonly title: string;
  readonly description: string;
  /** A whole percentage, 0-100. */
  readonly progressPercentage: number;
  readonly updateType: ProjectUpdateType;
  readonly imageUrl: string | null;
}

/** Bounds of the update form: long enough for a site report, short enough for a notification and a card. */
export const PROJECT_UPDATE_TITLE_MAX = 200;
export const PROJECT_UPDATE_DESCRIPTION_MAX = 5000;
export const PROJECT_UPDATE_IMAGE_URL_MAX = 2000;

/**
 * An image address the project page may show: absolute http(s) with a host. Anything else (javascript:,
 * data:, relative paths) is refused, since every visitor's browser loads it.
 */
export function isHttpImageUrl(value: string): boolean {
  if (!URL.canParse(value)) return false;
  const url = new URL(value);
  return (url.protocol === 'http:' || url.protocol === 'https:') && url.hostname !== '';
}
