import type { MessageArgument } from '@cobuy/domain';

/** A field reason of a 400 read back into a catalog message: its id (`validation.*`) and values. */
export interface FieldReasonText {
  readonly id: string;
  readonly values?: Readonly<Record<string, MessageArgument>>;
}

type Groups = Readonly<Record<string, string | undefined>>;

interface ReasonPattern {
  readonly pattern: RegExp;
  readonly id: string;
  /** The message's values from the pattern's named groups (default: each group, numbers as numbers). */
  readonly values?: (groups: Groups) => Record<string, MessageArgument>;
}

/** A label the schemas put before some reasons ("First name is required"); the field itself names it. */
const LABEL = String.raw`(?:[A-Z][A-Za-z]*(?: [A-Za-z]+){0,2} )?`;
/** A machine value in a list of options ("pending_kyc", "GHS", "fr", "multiple_units"). */
const TOKEN = String.raw`[A-Za-z0-9_.-]+`;

const re = (source: string) => new RegExp(`^${source}$`);

/** zod's `"a"|"b"` or `'a' | 'b'` lists, written as the schemas write theirs: "a, b". */
const optionList = (raw: string) =>
  raw
    .split(/\s*\|\s*/)
    .map((option) => option.replace(/^["']|["']$/g, ''))
    .join(', ');

/**
 * Every field reason the server writes in English (the schemas' own messages, zod's defaults for those that set
 * none, the transports' and the use cases' reasons), read back into a catalog message with its figures
 * (docs/i18n.md, "On the server"). First match wins, so the specific come before the general. A reason that
 * matches nothing stays English. Only the words come from here: a value in a reason (a limit, a list of options)
 * is the one the reason names, so the translation never disagrees with the rule.
 */
const PATTERNS: readonly ReasonPattern[] = [
  // Presence.
  { pattern: re(`${LABEL}is required`), id: 'validation.required' },
  { pattern: re(String.raw`Invalid input: expected \w+, received undefined`), id: 'validation.required' },
  { pattern: re('Please (?:type a message|confirm the new password)'), id: 'validation.required' },
  { pattern: re('Choose an image file to upload'), id: 'validation.chooseImage' },
  // Types.
  { pattern: re('(?:[A-Za-z ]+ )?(?:must be|is) text'), id: 'validation.text' },
  { pattern: re(String.raw`Invalid input: expected string, received \w+`), id: 'validation.text' },
  { pattern: re('must be text, not a file'), id: 'validation.textNotFile' },
  { pattern: re('must be a file'), id: 'validation.file' },
  { pattern: re(`(?:${TOKEN} )?must be true or false`), id: 'validation.boolean' },
  { pattern: re(String.raw`Invalid input: expected boolean, received \w+`), id: 'validation.boolean' },
  { pattern: re('must be a number'), id: 'validation.number' },
  { pattern: re(String.raw`Invalid input: expected (?:number|nan), received \w+`), id: 'validation.number' },
  { pattern: re('must be a whole number'), id: 'validation.wholeNumber' },
  { pattern: re(String.raw`Invalid input: expected int, received \w+`), id: 'validation.wholeNumber' },
  { pattern: re('must be a whole number of US dollars'), id: 'validation.wholeDollars' },
  {
    pattern: re('(?:must be a positive integer id|A user id is a positive whole number)'),
    id: 'validation.positiveId',
  },
  { pattern: re('must be an object'), id: 'validation.object' },
  { pattern: re(String.raw`Invalid input: expected object, received \w+`), id: 'validation.object' },
  { pattern: re('must be a list of texts'), id: 'validation.listOfTexts' },
  {
    pattern: re(String.raw`(?:must be a list(?: of messages)?|Invalid input: expected array, received \w+)`),
    id: 'validation.list',
  },
  // Lengths and sizes.
  {
    pattern: re(String.raw`${LABEL}must be at most (?<maximum>\d+) characters`),
    id: 'validation.maxCharacters',
  },
  {
    pattern: re(String.raw`Too big: expected string to have <=(?<maximum>\d+) characters`),
    id: 'validation.maxCharacters',
  },
  {
    pattern: re(String.raw`${LABEL}must be at least (?<minimum>\d+) characters`),
    id: 'validation.minCharacters',
  },
  {
    pattern: re(String.raw`Too small: expected string to have >=(?<minimum>\d+) characters`),
    id: 'validation.minCharacters',
  },
  { pattern: re('Password is too long'), id: 'validation.tooLong' },
  {
    pattern: re(String.raw`(?:must hold at most (?<maximum>\d+) messages|at most (?<max2>\d+) features)`),
    id: 'validation.maxItems',
    values: (g) => ({ maximum: Number(g.maximum ?? g.max2) }),
  },
  {
    pattern: re(String.raw`Too big: expected (?:array|set) to have <=(?<maximum>\d+) items`),
    id: 'validation.maxItems',
  },
  {
    pattern: re(String.raw`Too small: expected (?:array|set) to have >=(?<minimum>\d+) items`),
    id: 'validation.minItems',
  },
  {
    pattern: re(String.raw`must be at most (?<size>\d+(?:\.\d+)? (?:MB|KB|bytes))`),
    id: 'validation.fileTooLarge',
    values: (g) => ({ size: g.size ?? '' }),
  },
  { pattern: re('is too large'), id: 'validation.tooLarge' },
  // Numbers and ranges.
  {
    pattern: re(String.raw`must be a whole number from (?<minimum>\d+) to (?<maximum>\d+)`),
    id: 'validation.wholeNumberRange',
  },
  {
    pattern: re(String.raw`must be a whole number of months from (?<minimum>\d+) to (?<maximum>\d+)`),
    id: 'validation.monthsRange',
  },
  { pattern: re('must be a whole number of months'), id: 'validation.wholeMonths' },
  { pattern: re(String.raw`must be at least (?<minimum>\d+) months?`), id: 'validation.minMonths' },
  { pattern: re(String.raw`must be at most (?<maximum>\d+) months?`), id: 'validation.maxMonths' },
  { pattern: re(String.raw`must be at most (?<maximum>-?\d+(?:\.\d+)?)`), id: 'validation.atMost' },
  { pattern: re(String.raw`Too big: expected \w+ to be <=(?<maximum>-?[\d.]+)`), id: 'validation.atMost' },
  { pattern: re(String.raw`Too big: expected \w+ to be <(?<maximum>-?[\d.]+)`), id: 'validation.lessThan' },
  { pattern: re(String.raw`must be at least (?<minimum>-?\d+(?:\.\d+)?)`), id: 'validation.atLeast' },
  { pattern: re(String.raw`must be (?<minimum>\d+) or later`), id: 'validation.atLeast' },
  { pattern: re(String.raw`Too small: expected \w+ to be >=(?<minimum>-?[\d.]+)`), id: 'validation.atLeast' },
  { pattern: re(String.raw`must be (?:greater|more) than (?<minimum>-?\d+(?:\.\d+)?)`), id: 'validation.greaterThan' },
  { pattern: re(String.raw`Too small: expected \w+ to be >(?<minimum>-?[\d.]+)`), id: 'validation.greaterThan' },
  { pattern: re('must not be negative'), id: 'validation.notNegative' },
  { pattern: re(String.raw`must have at most (?<count>\d+) decimals`), id: 'validation.maxDecimals' },
  {
    pattern: re(String.raw`must have at most (?<count>\d+) digits before the point`),
    id: 'validation.maxIntegerDigits',
  },
  { pattern: re('must be a positive number with at most 2 decimals'), id: 'validation.positiveAmount' },
  { pattern: re(String.raw`must not exceed (?<other>[a-z][A-Za-z]*)`), id: 'validation.notAboveField' },
  { pattern: re(String.raw`must not be before (?<other>[a-z][A-Za-z]*)`), id: 'validation.notBeforeField' },
  // Dates.
  { pattern: re('(?:must be a year|must be a whole year)'), id: 'validation.year' },
  {
    pattern: re(String.raw`must be a year that has ended \(before (?<year>\d{4})\)`),
    id: 'validation.pastYear',
    values: (g) => ({ year: g.year ?? '' }),
  },
  { pattern: re(String.raw`(?:must be an ISO 8601 date-time|Invalid ISO datetime)`), id: 'validation.dateTime' },
  { pattern: re(String.raw`(?:must be a date \(YYYY-MM-DD\)|Invalid ISO date)`), id: 'validation.date' },
  {
    pattern: re(String.raw`must be a calendar date written YYYY-MM-DD \(the day in Accra\)`),
    id: 'validation.accraDay',
  },
  {
    pattern: re(String.raw`must be a date \(YYYY-MM-DD\) or an ISO 8601 date-time with a time zone`),
    id: 'validation.dateOrDateTime',
  },
  // Choices.
  { pattern: re('must be one of the site languages|must be a language code'), id: 'validation.siteLanguage' },
  { pattern: re('must be a supported currency|must be a currency code'), id: 'validation.currency' },
  {
    pattern: re(String.raw`must be one of the (?<type>\w+) values`),
    id: 'validation.invalidChoice',
    values: () => ({}),
  },
  {
    pattern: re(`(?:${TOKEN} )?must be one of:? (?<options>${TOKEN}(?:, ${TOKEN})*)`),
    id: 'validation.oneOf',
    values: (g) => ({ options: g.options ?? '' }),
  },
  {
    pattern: re(String.raw`Invalid option: expected one of (?<options>.+)`),
    id: 'validation.oneOf',
    values: (g) => ({ options: optionList(g.options ?? '') }),
  },
  {
    pattern: re(String.raw`Invalid input: expected (?<options>"[^"]*"|\d+|true|false)`),
    id: 'validation.oneOf',
    values: (g) => ({ options: optionList(g.options ?? '') }),
  },
  {
    pattern: re(`${LABEL}must be (?<head>${TOKEN}(?:, ${TOKEN})*) or (?<last>${TOKEN})`),
    id: 'validation.oneOf',
    values: (g) => ({ options: `${g.head ?? ''}, ${g.last ?? ''}` }),
  },
  {
    pattern: re(`${LABEL}must be '(?<a>${TOKEN})' or '(?<b>${TOKEN})'`),
    id: 'validation.oneOf',
    values: (g) => ({ options: `${g.a ?? ''}, ${g.b ?? ''}` }),
  },
  // Forms.
  {
    pattern: re('(?:Please enter a valid email address|Invalid email address|must be an email address)'),
    id: 'validation.email',
  },
  {
    pattern: re('(?:is not a cursor from (?:a previous page of )?this list|must be a cursor from a previous page)'),
    id: 'validation.cursor',
  },
  {
    pattern: re('must be a JPEG, PNG or WebP image'),
    id: 'validation.imageType',
    values: () => ({ types: 'JPEG, PNG, WebP' }),
  },
  {
    pattern: re('must be a JPEG, PNG, WebP or AVIF image'),
    id: 'validation.imageType',
    values: () => ({ types: 'JPEG, PNG, WebP, AVIF' }),
  },
  { pattern: re('must be a JPEG, PNG, WebP image or a PDF'), id: 'validation.documentType' },
  { pattern: re('must be an http\\(s\\) address or an uploaded image'), id: 'validation.imageAddress' },
  { pattern: re('is not an image id'), id: 'validation.imageId' },
  { pattern: re('may hold only letters, digits, spaces and dashes'), id: 'validation.referenceCharacters' },
  { pattern: re('must not be empty \\(clear the translation instead\\)'), id: 'validation.emptyTranslation' },
  { pattern: re('the original of this field is empty'), id: 'validation.emptyOriginal' },
  { pattern: re('no such project'), id: 'validation.noSuchProject' },
  { pattern: re('(?:no such unit(?: in this project)?|is not a unit of this project)'), id: 'validation.noSuchUnit' },
  { pattern: re('Choose a password different from your current one'), id: 'validation.samePassword' },
  { pattern: re("Passwords don't match"), id: 'validation.passwordsDiffer' },
  { pattern: re(String.raw`The reset code is (?<count>\d+) digits`), id: 'validation.resetCodeDigits' },
  { pattern: re(`${LABEL}may contain only letters, digits, '\\.', '_' and '-'`), id: 'validation.usernameCharacters' },
  { pattern: re('Please describe your political exposure'), id: 'validation.politicalExposure' },
  { pattern: re(`${LABEL}must be comma-separated text or a list of texts`), id: 'validation.textOrList' },
  {
    pattern: re(
      String.raw`Enter the number in international format: \+ and the country code, for example (?<example>\+[\d ]+)`,
    ),
    id: 'validation.phoneFormat',
    values: (g) => ({ example: g.example ?? '' }),
  },
  {
    pattern: re(String.raw`A phone number has (?<minimum>\d+) to (?<maximum>\d+) digits with the country code`),
    id: 'validation.phoneLength',
  },
  {
    pattern: re(String.raw`The minimum interest is (?<minimum>\d+(?:\.\d+)?) USD`),
    id: 'validation.minimumInterest',
    values: (g) => ({ minimum: g.minimum ?? '' }),
  },
  {
    pattern: re('English is the language of the originals: edit the original instead'),
    id: 'validation.englishIsOriginal',
  },
  {
    pattern: re(String.raw`${LABEL}must be (?<minimum>\d+) to (?<maximum>\d+) characters`),
    id: 'validation.lengthRange',
  },
  { pattern: re(String.raw`Please provide a reason for rejection\.`), id: 'validation.reviewReason' },
  {
    pattern: re(String.raw`Please write what the investor should add or correct\.`),
    id: 'validation.reviewCorrection',
  },
  {
    pattern: re(String.raw`${LABEL}must be from (?<minimum>\d+) to (?<maximum>\d+) in steps of (?<step>[\d.]+)`),
    id: 'validation.rating',
    values: (g) => ({ minimum: g.minimum ?? '', maximum: g.maximum ?? '', step: g.step ?? '' }),
  },
  {
    pattern: re(String.raw`${LABEL}must be a web address, such as (?<example>\S+)`),
    id: 'validation.webAddress',
    values: (g) => ({ example: g.example ?? '' }),
  },
  { pattern: re(String.raw`You must be at least (?<minimum>\d+) years old`), id: 'validation.adult' },
  { pattern: re('must not exceed the price'), id: 'validation.notAbovePrice' },
  {
    pattern: re(String.raw`must not exceed the sold price \((?<amount>[\d.,]+) USD\)`),
    id: 'validation.notAboveSoldPrice',
    values: (g) => ({ amount: g.amount ?? '' }),
  },
  {
    pattern: re(String.raw`must be at most the value returned, (?<amount>[\d.,]+) USD`),
    id: 'validation.notAboveValueReturned',
    values: (g) => ({ amount: g.amount ?? '' }),
  },
  { pattern: re('the documents were not received with this submission'), id: 'validation.documentsMissing' },
  { pattern: re('say how the payment was refunded'), id: 'validation.refundMethod' },
  { pattern: re('the projected value is too large to show'), id: 'validation.projectionTooLarge' },
  {
    pattern: re(String.raw`${LABEL}must be a year from (?<minimum>\d+) to this year`),
    id: 'validation.yearFrom',
    values: (g) => ({ minimum: g.minimum ?? '' }),
  },
  {
    pattern: re(
      String.raw`${LABEL}must have (?<minimum>\d+) to (?<maximum>\d+) digits \(spaces, \+, -, dots and parentheses allowed\)`,
    ),
    id: 'validation.phoneDigits',
  },
  {
    pattern: re(`Choose one of the listed currencies: (?<options>${TOKEN}(?:, ${TOKEN})*)`),
    id: 'validation.oneOf',
    values: (g) => ({ options: g.options ?? '' }),
  },
  {
    pattern: re(String.raw`At most (?<maximum>\d+) [a-z]+`),
    id: 'validation.maxItems',
  },
  // The request's shape.
  { pattern: re(String.raw`is nested too deeply \(at most (?<maximum>\d+) levels\)`), id: 'validation.tooDeep' },
  { pattern: re('must not contain NUL characters'), id: 'validation.nulCharacter' },
  {
    pattern: re(String.raw`(?:is not a field of (?:this form|\w+)|Unrecognized keys?: .+)`),
    id: 'validation.unknownField',
  },
  { pattern: re('is not a well-formed multipart/form-data body'), id: 'validation.badMultipart' },
  { pattern: re('must be JSON'), id: 'validation.json' },
  // The last resort for a reason that says only that the value is wrong.
  {
    pattern: re(
      String.raw`(?:is invalid|Invalid input(?:: .+)?|Invalid (?:option|string|number|value|key|discriminator value)\b.*|Invalid [\w -]+)`,
    ),
    id: 'validation.invalid',
    values: () => ({}),
  },
];

/** The catalog ids the reasons are read into (each must be in every catalog). */
export const FIELD_REASON_IDS: readonly string[] = [...new Set(PATTERNS.map((p) => p.id))];

/** Numbers where the group is a number (limits), text otherwise. */
const defaultValues = (groups: Groups): Record<string, MessageArgument> =>
  Object.fromEntries(
    Object.entries(groups)
      .filter((entry): entry is [string, string] => entry[1] !== undefined)
      .map(([name, value]) => [name, /^-?\d+(?:\.\d+)?$/.test(value) ? Number(value) : value]),
  );

/** The catalog message an English field reason says, or null when it is not one the catalogs know. */
export function fieldReasonText(reason: string): FieldReasonText | null {
  for (const { pattern, id, values } of PATTERNS) {
    const match = pattern.exec(reason);
    if (!match) continue;
    const groups = match.groups ?? {};
    const found = values ? values(groups) : defaultValues(groups);
    return Object.keys(found).length > 0 ? { id, values: found } : { id };
  }
  return null;
}
