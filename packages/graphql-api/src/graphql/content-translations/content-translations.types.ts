import { Field, Int, ObjectType } from 'type-graphql';
import { DateTimeScalar } from '../scalars.js';

@ObjectType('TranslatedText', { description: 'A dynamic text in the language asked for (POST /api/translate).' })
export class TranslatedTextType {
  @Field(() => String) translatedText!: string;
  @Field(() => String, { description: 'stored, service or original: where the text came from.' }) source!: string;
}

@ObjectType('ContentTranslation', { description: "An admin's translation of one field of a record in one language." })
export class ContentTranslationType {
  @Field(() => String, { description: 'project, unit, update or developer.' }) kind!: string;
  @Field(() => Int) entityId!: number;
  @Field(() => String) field!: string;
  @Field(() => String) language!: string;
  @Field(() => String) text!: string;
  @Field(() => String, { description: 'The original it translates, as it was when saved.' }) sourceText!: string;
  @Field(() => Boolean, { description: 'False once the original has changed since (stale).' }) current!: boolean;
  @Field(() => DateTimeScalar) updatedAt!: string;
  @Field(() => Int, { nullable: true }) updatedBy!: number | null;
}

@ObjectType('ContentOriginal', { description: "One translatable field's original (English) text." })
export class ContentOriginalType {
  @Field(() => String) field!: string;
  @Field(() => String, { nullable: true, description: 'Null when the field is empty.' }) text!: string | null;
}

@ObjectType('ContentTranslations', { description: "A record's translatable originals and stored translations." })
export class ContentTranslationsType {
  @Field(() => [ContentOriginalType]) originals!: ContentOriginalType[];
  @Field(() => [ContentTranslationType]) translations!: ContentTranslationType[];
}
