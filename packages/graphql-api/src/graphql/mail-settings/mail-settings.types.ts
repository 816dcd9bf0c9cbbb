import type { MailSettingsSource } from '@cobuy/application';
import { Field, InputType, Int, ObjectType, registerEnumType } from 'type-graphql';
import { DateTimeScalar } from '../scalars.js';

const SOURCES: Record<MailSettingsSource, MailSettingsSource> = {
  database: 'database',
  environment: 'environment',
  none: 'none',
};
registerEnumType(SOURCES, {
  name: 'MailSettingsSource',
  description: 'Which account sends platform mail.',
  valuesConfig: {
    database: { description: 'Saved on the Email Settings page (wins over the environment).' },
    environment: { description: 'SMTP_URL, while nothing is saved.' },
    none: { description: 'Neither: mail waits in the outbox.' },
  },
});

@ObjectType('MailSettingsUpdatedBy')
export class MailSettingsUpdatedByType {
  @Field(() => Int) id!: number;
  @Field(() => String, { nullable: true, description: 'Null once that account is gone.' }) email!: string | null;
}

@ObjectType('MailSettings', { description: 'The account that sends platform mail; never its password.' })
export class MailSettingsType {
  @Field(() => SOURCES) source!: MailSettingsSource;
  @Field(() => String, { nullable: true }) senderAddress!: string | null;
  @Field(() => String, { nullable: true }) smtpHost!: string | null;
  @Field(() => Int, { nullable: true }) smtpPort!: number | null;
  @Field(() => DateTimeScalar, { nullable: true }) updatedAt!: string | null;
  @Field(() => MailSettingsUpdatedByType, { nullable: true }) updatedBy!: MailSettingsUpdatedByType | null;
}

@InputType('MailSettingsInput', { description: 'The Email Settings form (accounts spec §5).' })
export class MailSettingsInputType {
  @Field(() => String, { description: 'The Gmail address that sends platform mail.' }) gmailUser!: string;
  @Field(() => String, { description: 'Its 16-character app password; spaces (as Gmail shows it) are dropped.' })
  gmailAppPassword!: string;
}
