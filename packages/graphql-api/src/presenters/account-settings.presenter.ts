import type { SessionSummary } from '@cobuy/application';
import type { LanguagePreference, MailPreferences, UserProfile } from '@cobuy/domain';

/** The /settings page's answers, the same over REST and GraphQL. */
export const presentProfile = (p: UserProfile) => ({
  userId: p.userId,
  email: p.email,
  firstName: p.firstName,
  lastName: p.lastName,
  phone: p.phone,
  homeCurrency: p.homeCurrency,
});
export type ProfileJson = ReturnType<typeof presentProfile>;

export const presentMailPreferences = (p: MailPreferences) => ({
  projectUpdates: p.projectUpdates,
  applicationNews: p.applicationNews,
});
export type MailPreferencesJson = ReturnType<typeof presentMailPreferences>;

export const presentLanguagePreference = (p: LanguagePreference) => ({ preferredLanguage: p.preferredLanguage });
export type LanguagePreferenceJson = ReturnType<typeof presentLanguagePreference>;

export const presentSessionSummary = (s: SessionSummary) => ({
  currentSession: { createdAt: s.current.createdAt.toISOString(), expiresAt: s.current.expiresAt.toISOString() },
  otherSessions: s.otherSessions,
});
export type SessionSummaryJson = ReturnType<typeof presentSessionSummary>;
