import { Field, Int, ObjectType } from 'type-graphql';
import { MoneyScalar } from '../scalars.js';

@ObjectType('ProfitSharePreview', { description: "One paid investor's share of the profit, were the unit sold." })
export class ProfitSharePreviewType {
  @Field(() => Int) investmentId!: number;
  @Field(() => Int) userId!: number;
  @Field(() => String) investorName!: string;
  @Field(() => MoneyScalar) amount!: string;
  @Field(() => MoneyScalar, { description: 'Negative when the sale makes a loss.' }) profitShare!: string;
  @Field(() => MoneyScalar, { description: 'amount + profitShare.' }) currentValue!: string;
}

@ObjectType('UnitSalePreview', {
  description: 'What Mark as Sold would pay out, computed as the sale computes it; nothing is written.',
})
export class UnitSalePreviewType {
  @Field(() => Int) unitId!: number;
  @Field(() => MoneyScalar, { description: "The unit's price, which the profit is derived against." })
  unitPrice!: string;
  @Field(() => MoneyScalar) soldPrice!: string;
  @Field(() => MoneyScalar) sellingCosts!: string;
  @Field(() => MoneyScalar, { description: 'soldPrice − unitPrice − sellingCosts; negative is a loss.' })
  profitGenerated!: string;
  @Field(() => MoneyScalar, { description: 'The sum of the shares, exactly (negative for a loss).' })
  distributedTotal!: string;
  @Field(() => MoneyScalar, { description: 'What remains of the profit (or loss) for the developer.' })
  developerShare!: string;
  @Field(() => Int, { description: 'Unpaid investments the sale would cancel.' }) cancelledInvestments!: number;
  @Field(() => [ProfitSharePreviewType]) shares!: ProfitSharePreviewType[];
}
