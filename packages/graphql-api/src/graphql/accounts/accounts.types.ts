import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar } from '../scalars.js';

export enum UserRoleValue {
  user = 'user',
  admin = 'admin',
}
registerEnumType(UserRoleValue, { name: 'UserRole', description: "A user's role; 'admin' opens the admin panel." });

@ObjectType('User', { description: 'An account. The password is never part of any answer.' })
export class UserType {
  @Field(() => Int) id!: number;
  @Field(() => String) username!: string;
  @Field(() => String, { description: 'Lower case; emails are case-insensitive.' }) email!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
  @Field(() => UserRoleValue) role!: UserRoleValue;
  @Field(() => String, {
    description: 'not_started | pending | under_review | approved | rejected | requires_additional_info',
  })
  kycStatus!: string;
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

@ObjectType('MessagePayload')
export class MessagePayloadType {
  @Field(() => String) message!: string;
}

@InputType('SignUpInput')
export class SignUpInputType {
  @Field(() => String) username!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { description: '8 to 128 characters, not a common password.' }) password!: string;
  @Field(() => String) firstName!: string;
  @Field(() => String) lastName!: string;
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

@InputType('ContactMessageInput')
export class ContactMessageInputType {
  @Field(() => String) name!: string;
  @Field(() => String) email!: string;
  @Field(() => String, { nullable: true }) phone?: string | null;
  @Field(() => String) subject!: string;
  @Field(() => String) message!: string;
}
