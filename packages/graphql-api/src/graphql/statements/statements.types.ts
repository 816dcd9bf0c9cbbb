import { Field, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../scalars.js';

@ObjectType('Statement', {
  description:
    "An investor's statement (issue 22 item 5): a sold position's, or a year's. The figures are in its PDF, " +
    'downloaded from `pdfUrl` (REST, signed in).',
})
export class StatementGqlType {
  @Field(() => Int) id!: number;
  @Field(() => String, { description: 'sale or yearly' }) kind!: string;
  @Field(() => Int, { nullable: true }) investmentId!: number | null;
  @Field(() => Int, { nullable: true }) year!: number | null;
  @Field(() => String, { nullable: true }) projectTitle!: string | null;
  @Field(() => String, { nullable: true }) unitNumber!: string | null;
  @Field(() => String) language!: string;
  @Field(() => String) homeCurrency!: string;
  @Field(() => DateTimeScalar) issuedAt!: string;
  @Field(() => String) fileName!: string;
  @Field(() => String) pdfUrl!: string;
}
