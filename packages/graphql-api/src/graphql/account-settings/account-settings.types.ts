import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../scalars.js';

@ObjectType('UserProfile', { description: 'The signed-in user’s profile on /settings.' })
export class UserProfileType {
  @Field(() => Int) userId!: number;
  @Field(() => String, { description: 'The sign-in address; it is not changed here.' }) email!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, {
    nullable: true,
    description: 'International format, + and 7 to 15 digits (+233241234567); null when none.',
  })
  phone!: string | null;
  @Field(() => String, {
    nullable: true,
    description: 'The currency returns are also shown in (a listed code: USD, GHS, GBP, …); null until chosen.',
  })
  homeCurrency!: string | null;
}

@InputType('ProfileInput', { description: 'The profile form of /settings.' })
export class ProfileInputType {
  @Field(() => String, { description: '1 to 100 characters.' }) firstName!: string;
  @Field(() => String, { description: '1 to 100 characters.' }) lastName!: string;
  @Field(() => String, {
    nullable: true,
    description: 'Optional: + and the country code, spaces or hyphens allowed (+233 24 123 4567); blank removes it.',
  })
  phone?: string | null;
}

@InputType('ChangePasswordInput', { description: 'The password form of /settings.' })
export class ChangePasswordInputType {
  @Field(() => String) currentPassword!: string;
  @Field(() => String, { description: '8 to 128 characters, not a common password, not the current one.' })
  newPassword!: string;
  @Field(() => String) confirmPassword!: string;
}

@ObjectType('PasswordChangePayload')
export class PasswordChangePayloadType {
  @Field(() => String) message!: string;
  @Field(() => Int, { description: 'Other sessions (devices) signed out; this one stays signed in.' })
  otherSessionsEnded!: number;
}

@ObjectType('MailPreferences', {
  description: 'Optional mails, each on until turned off. Essential mails are always sent (docs/notifications.md).',
})
export class MailPreferencesType {
  @Field(() => Boolean, { description: 'A mail for each progress update on a project you hold or applied to.' })
  projectUpdates!: boolean;
  @Field(() => Boolean, { description: 'A mail when an application of yours is received.' })
  applicationNews!: boolean;
}

@InputType('MailPreferencesInput', { description: 'The preferences to change; those left out keep their value.' })
export class MailPreferencesInputType {
  @Field(() => Boolean, { nullable: true }) projectUpdates?: boolean | null;
  @Field(() => Boolean, { nullable: true }) applicationNews?: boolean | null;
}

@ObjectType('LanguagePreference', {
  description: 'The language of your mails, notifications and server messages (docs/i18n.md).',
})
export class LanguagePreferenceType {
  @Field(() => String, {
    nullable: true,
    description: 'en, fr, es, de, zh, ar, pt, hi, ja, ko, ru, it, tr, nl or sw; null: your browser decides.',
  })
  preferredLanguage!: string | null;
}

@ObjectType('CurrentSession')
export class CurrentSessionType {
  @Field(() => DateTimeScalar) createdAt!: string;
  @Field(() => DateTimeScalar) expiresAt!: string;
}

@ObjectType('SessionSummary', { description: 'This session, and how many other sessions of yours are signed in.' })
export class SessionSummaryType {
  @Field(() => CurrentSessionType) currentSession!: CurrentSessionType;
  @Field(() => Int) otherSessions!: number;
}

@ObjectType('OtherSessionsEndedPayload')
export class OtherSessionsEndedPayloadType {
  @Field(() => String) message!: string;
  @Field(() => Int) sessionsEnded!: number;
}
