import { MAIL_PREFERENCE_KEYS, type MailPreferenceKey } from '@cobuy/domain';
import { z } from 'zod';
import { userIdField } from '../accounts-input.schemas.js';

const onOff = z.boolean({ error: 'must be true or false' }).optional();

/**
 * The preferences to change, each `true` (send) or `false` (do not send); the ones left out keep their value.
 * Unknown keys are refused, so a typo is not silently ignored.
 */
export const updateMailPreferencesInput = z.strictObject(
  {
    userId: userIdField,
    ...(Object.fromEntries(MAIL_PREFERENCE_KEYS.map((key) => [key, onOff])) as Record<MailPreferenceKey, typeof onOff>),
  },
  {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? `Not a mail preference: ${issue.keys.join(', ')} (known: ${MAIL_PREFERENCE_KEYS.join(', ')})`
        : undefined,
  },
);
export type UpdateMailPreferencesInput = z.infer<typeof updateMailPreferencesInput>;
