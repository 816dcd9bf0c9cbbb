import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { UnitCard_UnitFragment } from '../../../graphql/generated';
import { isUnauthenticated, readApiFailure } from '../../../lib/api-error';
import { humaniseUnitType } from '../../../lib/humanise';
import { useCurrency } from '../../currency/hooks/use-currency';
import { useUsdAmount } from '../../currency/hooks/use-usd-amount';
import { InterestForm } from '../../investing/components/interest-form';
import { useExpressInterest } from '../../investing/hooks/use-express-interest';
import { investingRefusalMessage } from '../../investing/investing-refusals';
import { MessagesArea } from '../../../i18n/messages-area';
import { useToast } from '../../toast/hooks/use-toast';
import { Dialog } from '../../ui/components/dialog';
import { useProjectPageToasts } from '../project-page-toasts';
import { unitInterestInputs } from '../unit-interest';

const StyledUnits = styled.ul`
  list-style: none;
  margin: 0 0 ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.md};
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.surfaceMuted};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space.md};
  }
`;

/** Several units failed and some went through: the failure carries which ones were recorded. */
class PartlySubmitted extends Error {
  constructor(
    readonly reason: unknown,
    readonly recorded: readonly string[],
  ) {
    super('Some units were not submitted');
  }
}

interface UnitsInterestDialogProps {
  project: { id: number; title: string };
  units: readonly UnitCard_UnitFragment[];
  onClose: () => void;
  /** After at least one interest was recorded: drop the recorded units from the selection, refresh the page. */
  onRecorded: (unitIds: readonly number[]) => void;
}

/**
 * Express Interest for the selected units (investor spec §5 and §7): one form, then one expressInterest per
 * unit, each message ending with the unit's number, type and price. When some units fail, those that went
 * through are deselected, so trying again sends only the rest.
 */
export default function UnitsInterestDialog(props: UnitsInterestDialogProps) {
  // The form's words are the `investing` area's, fetched with this chunk.
  return (
    <MessagesArea area="investing">
      <InterestDialog {...props} />
    </MessagesArea>
  );
}

function InterestDialog({ project, units, onClose, onRecorded }: UnitsInterestDialogProps) {
  const { formatPrice } = useCurrency();
  const money = useUsdAmount();
  const toast = useToast();
  const toasts = useProjectPageToasts();
  const intl = useIntl();
  const only = units.length === 1 ? units[0] : undefined;
  // The server's refusal in the page's money format (a capacity refusal names what is left, in dollars).
  const refusal = (error: unknown) => investingRefusalMessage(readApiFailure(error), money, intl, only?.unitNumber);
  const { submit } = useExpressInterest();

  return (
    <Dialog
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'projects.card.expressInterest' })}
      description={intl.formatMessage(
        { id: 'project.interest.description' },
        { project: project.title, count: units.length },
      )}
    >
      <StyledUnits aria-label={intl.formatMessage({ id: 'project.selected.label' })}>
        {units.map((unit) => (
          <li key={unit.id}>
            <span>
              <FormattedMessage
                id="project.interest.unit"
                values={{ number: unit.unitNumber, type: humaniseUnitType(unit.unitType) }}
              />
            </span>
            <strong>{formatPrice(unit.price)}</strong>
          </li>
        ))}
      </StyledUnits>
      <InterestForm
        amountLabel={intl.formatMessage({
          id: units.length > 1 ? 'project.interest.amountPerUnit' : 'projects.interest.amount',
        })}
        submitLabel={intl.formatMessage({ id: 'projects.interest.submit' })}
        onCancel={onClose}
        failureToast={(failure, error) => {
          if (isUnauthenticated(failure)) return toasts.signInToInterest;
          if (!(error instanceof PartlySubmitted)) return toasts.interestFailed(refusal(error));
          const reason = refusal(error.reason) ?? intl.formatMessage({ id: 'project.toast.interestFailed' });
          const names = error.recorded.map((number) => intl.formatMessage({ id: 'project.unit.name' }, { number }));
          return toasts.interestFailed(
            intl.formatMessage(
              { id: 'project.interest.partly' },
              { reason: reason.replace(/\.$/, ''), units: intl.formatList(names, { type: 'unit', style: 'short' }) },
            ),
          );
        }}
        submit={async (payload) => {
          const inputs = unitInterestInputs(project.id, payload, units);
          const results = await Promise.allSettled(inputs.map((input) => submit(input)));
          const recorded = units.filter((_, i) => results[i]!.status === 'fulfilled');
          const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
          if (recorded.length > 0) onRecorded(recorded.map((unit) => unit.id));
          if (failed) {
            throw recorded.length > 0
              ? new PartlySubmitted(
                  failed.reason,
                  recorded.map((unit) => unit.unitNumber),
                )
              : failed.reason;
          }
          toast({ ...toasts.interestSubmitted, variant: 'success' });
          onClose();
        }}
      />
    </Dialog>
  );
}
