import type { ProjectUpdateType as UpdateKind } from '@cobuy/domain';
import { Field, InputType, Int, ObjectType } from 'type-graphql';
import { ProjectUpdateTypeEnum } from '../enums.js';

@InputType('ProjectUpdateInput', { description: 'The update form: the same fields when posting and on every edit.' })
export class ProjectUpdateInputType {
  @Field(() => String, { description: 'Required, at most 200 characters.' }) title!: string;
  @Field(() => String, { description: 'Required, at most 5000 characters.' }) description!: string;
  @Field(() => Int, { description: 'A whole percentage, 0-100.' }) progressPercentage!: number;
  @Field(() => ProjectUpdateTypeEnum, { nullable: true, description: 'progress when absent.' })
  updateType?: UpdateKind | null;
  @Field(() => String, { nullable: true, description: 'An absolute http(s) address, at most 2000 characters.' })
  imageUrl?: string | null;
}

@ObjectType('DeletedProjectUpdate')
export class DeletedProjectUpdateType {
  @Field(() => Int, { description: 'The id of the update that is gone.' }) id!: number;
  @Field(() => Int) projectId!: number;
  @Field(() => String) message!: string;
}
