import type { KycReading, UserRole } from '@cobuy/domain';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { KycStatusEnum, UserRoleEnum } from '../enums.js';
import { DateTimeScalar } from '../scalars.js';

@ObjectType('User', { description: 'An account. The password is never part of any answer.' })
export class UserType {
  @Field(() => Int) id!: number;
  @Field(() => String) username!: string;
  @Field(() => String, { description: 'Lower case; emails are case-insensitive.' }) email!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => UserRoleEnum) role!: UserRole;
  @Field(() => KycStatusEnum) kycStatus!: KycReading;
  @Field(() => DateTimeScalar, { nullable: true }) kycApprovedAt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) kycExpiresAt!: string | null;
  @Field(() => DateTimeScalar, { nullable: true }) lastLoginAt!: string | null;
  @Field(() => Int) loginCount!: number;
  @Field(() => Boolean) isActive!: boolean;
  @Field(() => DateTimeScalar) createdAt!: string;
}

@ObjectType('AuthPayload')
export class AuthPayloadType {
  @Field(() => String, { description: 'Opaque bearer token: send it as `Authorization: Bearer <token>`.' })
  token!: string;
  @Field(() => DateTimeScalar, { description: 'The session ends then (7 days), or earlier on sign-out or reset.' })
  expiresAt!: string;
  @Field(() => UserType) user!: UserType;
}

@InputType('SignUpInput')
export class SignUpInputType {
  @Field(() => String) username!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: '8 to 128 characters, not a common password.' }) password!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => String, {
    nullable: true,
    description: 'The interface language signed up in (en, fr, es, de, zh, ar, pt, hi, ja, ko, ru, it, tr, nl, sw).',
  })
  preferredLanguage?: string | null;
}

@InputType('SignInInput')
export class SignInInputType {
  @Field(() => String) email!: string;
  @Field(() => String) password!: string;
}

@InputType('ResetPasswordInput')
export class ResetPasswordInputType {
  @Field(() => String) email!: string;
  @Field(() => String, { description: 'The 6-digit code from the reset mail.' }) token!: string;
  @Field(() => String) newPassword!: string;
  @Field(() => String) confirmPassword!: string;
}
