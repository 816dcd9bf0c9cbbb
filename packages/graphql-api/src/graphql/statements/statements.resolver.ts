import { Ctx, Query, Resolver } from 'type-graphql';
import { presentStatement } from '../../presenters/statements.presenter.js';
import type { GraphQLContext } from '../context.js';
import { resolveUseCase } from '../errors.js';
import { StatementGqlType } from './statements.types.js';

/** The signed-in investor's statements, as GET /api/statements (the PDFs are REST downloads). */
@Resolver()
export class StatementsResolver {
  @Query(() => [StatementGqlType], { description: "The signed-in investor's statements, newest first." })
  async myStatements(@Ctx() ctx: GraphQLContext): Promise<StatementGqlType[]> {
    return (await resolveUseCase(ctx.services.statements.listMine, ctx.request, {})).map(presentStatement);
  }
}
