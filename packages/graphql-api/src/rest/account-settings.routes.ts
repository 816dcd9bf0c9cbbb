import type { AppServices } from '../composition-root.js';
import {
  languagePreferenceJson,
  mailPreferencesJson,
  otherSessionsEndedJson,
  passwordChangedJson,
  profileJson,
  sessionSummaryJson,
} from '../openapi/account-settings-response.schemas.js';
import {
  presentLanguagePreference,
  presentMailPreferences,
  presentProfile,
  presentSessionSummary,
} from '../presenters/account-settings.presenter.js';
import { asIs, defineRoute, type RestRoute } from './rest-route.js';

/**
 * The signed-in user's own settings (the /settings page; docs/accounts.md, "Settings"). The user calls name the
 * user in the path like the other calls on a user's data (`/users/{userId}/…`): only that user may make them, not
 * even an admin (403). The session calls act on the session of the bearer token, like sign-out.
 */
export function accountSettingsRoutes(services: AppServices): readonly RestRoute[] {
  const { accountSettings } = services;
  const tags = ['Settings'];
  const byUser = { userId: 'userId' };
  return [
    defineRoute({
      method: 'get',
      path: '/users/:userId/profile',
      useCase: accountSettings.getProfile,
      input: { path: byUser },
      present: presentProfile,
      summary: 'Your profile: names, email and phone (your own only)',
      tags,
      response: { description: 'The profile', schema: profileJson },
    }),
    defineRoute({
      method: 'put',
      path: '/users/:userId/profile',
      useCase: accountSettings.updateProfile,
      input: { path: byUser, body: ['firstName', 'lastName', 'phone'] },
      present: presentProfile,
      summary: 'Change your names and phone (your own only)',
      description:
        '`firstName` and `lastName` 1 to 100 characters (trimmed). `phone` optional: international format, `+` and ' +
        'the country code, spaces or hyphens between digits allowed (`+233 24 123 4567`), 7 to 15 digits; stored ' +
        'as `+` and digits; blank or null removes it. The email cannot be changed here. Audited (the names before ' +
        'and after; the phone only as changed or not).',
      tags,
      response: { description: 'The profile as now stored', schema: profileJson },
    }),
    defineRoute({
      method: 'put',
      path: '/users/:userId/home-currency',
      useCase: accountSettings.setHomeCurrency,
      input: { path: byUser, body: ['homeCurrency'] },
      present: presentProfile,
      summary: 'Set or clear your home currency (your own only)',
      description:
        '`homeCurrency` is one of the listed currency codes (`GET /api/currencies`: USD, GHS, NGN, XOF, XAF, GBP, ' +
        'EUR, CNY, JPY, KRW), or null to clear it; anything else, or leaving it out, is a 400 on `homeCurrency`. ' +
        'The dashboard shows your returns in it too. Not audited: it changes only how amounts are shown.',
      tags,
      response: { description: 'The profile as now stored', schema: profileJson },
    }),
    defineRoute({
      method: 'put',
      path: '/users/:userId/password',
      useCase: accountSettings.changePassword,
      input: { path: byUser, body: ['currentPassword', 'newPassword', 'confirmPassword'], bearerToken: 'token' },
      present: asIs,
      summary: 'Change your password with the current one (your own only)',
      description:
        'The new password follows the policy (8 to 128 characters, not a common one; 400 `ACCOUNTS.WEAK_PASSWORD` ' +
        'on `newPassword`), differs from the current one and matches `confirmPassword`. A wrong current password ' +
        'is a 400 `ACCOUNTS.WRONG_CURRENT_PASSWORD` on `currentPassword` (not a 401: this session is still good). ' +
        'Wrong attempts are limited like sign-in: 5 per account and 30 per address in 15 minutes, then 429. ' +
        'Success ends every other session of yours (this one stays signed in), mails a password-changed notice ' +
        'and is audited.',
      tags,
      response: { description: 'Changed', schema: passwordChangedJson },
      errors: ['ACCOUNTS.WEAK_PASSWORD', 'ACCOUNTS.WRONG_CURRENT_PASSWORD', 'ACCOUNTS.RATE_LIMITED'],
    }),
    defineRoute({
      method: 'get',
      path: '/users/:userId/mail-preferences',
      useCase: accountSettings.getMailPreferences,
      input: { path: byUser },
      present: presentMailPreferences,
      summary: 'Which optional mails you receive (your own only)',
      description:
        'Each is on until turned off. Essential mails (account security, payments, KYC outcome, profit, a turned ' +
        'down application) have no preference and are always sent: docs/notifications.md, "Mail".',
      tags,
      response: { description: 'The preferences', schema: mailPreferencesJson },
    }),
    defineRoute({
      method: 'put',
      path: '/users/:userId/mail-preferences',
      useCase: accountSettings.updateMailPreferences,
      input: { path: byUser, body: 'all' },
      present: presentMailPreferences,
      summary: 'Turn optional mails on or off (your own only)',
      description: 'Send only the preferences to change, each `true` or `false`; an unknown key is a 400.',
      tags,
      response: { description: 'The preferences as now stored', schema: mailPreferencesJson },
    }),
    defineRoute({
      method: 'get',
      path: '/users/:userId/language',
      useCase: accountSettings.getPreferredLanguage,
      input: { path: byUser },
      present: presentLanguagePreference,
      summary: 'The language you chose for mails, notifications and messages (your own only)',
      tags,
      response: { description: 'The chosen language, or null', schema: languagePreferenceJson },
    }),
    defineRoute({
      method: 'put',
      path: '/users/:userId/language',
      useCase: accountSettings.updatePreferredLanguage,
      input: { path: byUser, body: ['preferredLanguage'] },
      present: presentLanguagePreference,
      summary: 'Choose the language of your mails, notifications and messages (your own only)',
      description:
        '`preferredLanguage` one of en, fr, es, de, zh, ar, pt, hi, ja, ko, ru, it, tr, nl, sw, or null to let the ' +
        'browser decide (its `cobuy_lang` cookie, then Accept-Language, then English). Anything else is a 400 on ' +
        '`preferredLanguage`.',
      tags,
      response: { description: 'The language as now stored', schema: languagePreferenceJson },
    }),
    defineRoute({
      method: 'get',
      path: '/auth/sessions',
      useCase: accountSettings.getSessionSummary,
      input: { bearerToken: 'token' },
      present: presentSessionSummary,
      summary: 'This session and how many other sessions of yours are signed in',
      tags,
      response: { description: 'The sessions', schema: sessionSummaryJson },
    }),
    defineRoute({
      method: 'post',
      path: '/auth/sessions/revoke-others',
      useCase: accountSettings.signOutOtherSessions,
      input: { bearerToken: 'token' },
      present: asIs,
      summary: 'Sign out of every other session (this one stays signed in)',
      description: 'Ends every other live session of yours at once and closes their live connections. Audited.',
      tags,
      response: { description: 'How many sessions were ended', schema: otherSessionsEndedJson },
    }),
  ];
}
