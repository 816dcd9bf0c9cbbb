import type { IntlShape } from 'react-intl';
import { readApiFailure } from '../../lib/api-error';
import { errorMessage } from '../../lib/error-message';
import { formatUsd } from '../admin-investing/admin-investing-format';
import { fieldMessage } from '../forms/field-message';
import type { ToastInput } from '../toast/toast-context';

/*
 * The Projects and Units tabs' words (accounts spec §5, §8), in the `adminCatalog` area (docs/i18n.md). The field
 * messages say what the server checks again (application/catalog-admin-input.schemas.ts); its own answers appear
 * under the fields when it refuses.
 */

type Intl = Pick<IntlShape, 'formatMessage'>;

/**
 * The form fields a validation message may name: each message is an ICU select on the field
 * (`adminCatalog.validation.required`: '{field, select, title {Title} …} is required').
 */
export type CatalogField =
  | 'title'
  | 'description'
  | 'location'
  | 'country'
  | 'developerName'
  | 'timeline'
  | 'constructionTimeline'
  | 'expectedProfit'
  | 'profitRangeMin'
  | 'profitRangeMax'
  | 'developerListingPrice'
  | 'unitPrice'
  | 'minInvestment'
  | 'completionDate'
  | 'unitNumber'
  | 'bedrooms'
  | 'bathrooms'
  | 'floorArea'
  | 'plotSize'
  | 'price'
  | 'floor'
  | 'block';

const V = 'adminCatalog.validation';

/** The schemas' messages: catalog ids (with their values), drawn in the interface language by the field. */
export const CATALOG_MESSAGES = {
  required: (field: CatalogField) => fieldMessage(`${V}.required`, { field }),
  tooLong: (field: CatalogField, max: number) => fieldMessage(`${V}.tooLong`, { field, max }),
  whole: (field: CatalogField, min: number, max: number) => fieldMessage(`${V}.whole`, { field, min, max }),
  amount: (field: CatalogField) => fieldMessage(`${V}.amount`, { field }),
  amountPositive: (field: CatalogField) => fieldMessage(`${V}.amountPositive`, { field }),
  decimals: (field: CatalogField) => fieldMessage(`${V}.decimals`, { field }),
  tooLarge: (field: CatalogField) => fieldMessage(`${V}.tooLarge`, { field }),
  percent: (field: CatalogField) => fieldMessage(`${V}.percent`, { field }),
  area: (field: CatalogField) => fieldMessage(`${V}.area`, { field }),
  webAddress: `${V}.webAddress`,
  date: `${V}.date`,
  optionProjectType: `${V}.optionProjectType`,
  optionStatus: `${V}.optionStatus`,
  optionUnitType: `${V}.optionUnitType`,
  minAboveUnitPrice: `${V}.minAboveUnitPrice`,
  rangeOrder: `${V}.rangeOrder`,
  minAbovePrice: `${V}.minAbovePrice`,
  features: `${V}.features`,
} as const;

/** Accounts spec §8, projects and units: the success toasts' titles (`adminCatalog.toast.<name>`). */
export type CatalogToast =
  | 'projectCreated'
  | 'projectUpdated'
  | 'projectDeleted'
  | 'projectArchived'
  | 'unitCreated'
  | 'unitUpdated'
  | 'unitDeleted'
  | 'unitStatusUpdated';

/** What failed, when the server sent no message of its own (spec §8 units' fallbacks): `adminCatalog.failure.<name>`. */
export type CatalogFailure =
  | 'createProject'
  | 'updateProject'
  | 'deleteProject'
  | 'archiveProject'
  | 'createUnit'
  | 'updateUnit'
  | 'deleteUnit'
  | 'unitStatus'
  | 'markSold';

export const successToast = (intl: Intl, toast: CatalogToast, description?: string): ToastInput => ({
  title: intl.formatMessage({ id: `adminCatalog.toast.${toast}` }),
  description,
  variant: 'success',
});

/**
 * Spec §8: the title Error with the server's message, or what failed when it sent none. A refusal about fields
 * (400 with `fields`) points at the messages under the inputs instead of the bare 'Invalid input'.
 */
export function catalogFailureToast(intl: Intl, fallback: CatalogFailure, failure: unknown): ToastInput {
  const { fields } = readApiFailure(failure);
  const description =
    fields && Object.keys(fields).length > 0
      ? intl.formatMessage({ id: 'adminCatalog.toast.fixFields' })
      : errorMessage(failure, intl.formatMessage({ id: `adminCatalog.failure.${fallback}` }));
  return { title: intl.formatMessage({ id: 'adminCatalog.toast.error' }), description, variant: 'destructive' };
}

/** A unit's status change or sale refused: the title Error with the server's message, or what failed. */
export function unitFailureToast(intl: Intl, fallback: CatalogFailure, failure: unknown): ToastInput {
  return {
    title: intl.formatMessage({ id: 'adminCatalog.toast.error' }),
    description: errorMessage(failure, intl.formatMessage({ id: `adminCatalog.failure.${fallback}` })),
    variant: 'destructive',
  };
}

/** The sale's outcome: what the investors received together, and what is left to the developer. */
export function unitSoldToast(
  intl: Intl & Pick<IntlShape, 'locale'>,
  sale: { distributedTotal: string; developerShare: string },
): ToastInput {
  return {
    title: intl.formatMessage({ id: 'adminCatalog.toast.unitSold' }),
    description: intl.formatMessage(
      { id: 'adminCatalog.toast.unitSoldDescription' },
      {
        distributed: formatUsd(sale.distributedTotal, intl.locale),
        developer: formatUsd(sale.developerShare, intl.locale),
      },
    ),
    variant: 'success',
  };
}

/**
 * A deletion the server refuses because money or applications point at the record (409 *.HAS_INVESTMENTS):
 * its message, which says how many, for the dialog to show; null for any other failure.
 */
export function heldByInvestmentsMessage(failure: unknown): string | null {
  const { code, message } = readApiFailure(failure);
  return (code === 'PROJECT.HAS_INVESTMENTS' || code === 'UNIT.HAS_INVESTMENTS') && message ? message : null;
}
