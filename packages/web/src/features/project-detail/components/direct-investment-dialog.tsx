import { useState } from 'react';
import { useIntl } from 'react-intl';
import { MessagesArea } from '../../../i18n/messages-area';
import type { UnitCard_UnitFragment } from '../../../graphql/generated';
import type { CreatedInvestment } from '../../investing/hooks/use-create-investment';
import { directInvestmentMinimum } from '../../investing/direct-investment-rules';
import { useToast } from '../../toast/hooks/use-toast';
import { Dialog } from '../../ui/components/dialog';
import { useProjectPageToasts } from '../project-page-toasts';
import { DirectInvestmentConfirmStep } from './direct-investment-confirm-step';
import { DirectInvestmentPaymentStep } from './direct-investment-payment-step';
import { DirectInvestmentSuccessStep } from './direct-investment-success-step';

type Step =
  | { readonly name: 'confirm' }
  | { readonly name: 'payment'; readonly investment: CreatedInvestment }
  | { readonly name: 'success'; readonly investment: CreatedInvestment };

const NUMBERS: Record<Step['name'], number> = { confirm: 1, payment: 2, success: 3 };

interface DirectInvestmentDialogProps {
  project: { id: number; title: string; minInvestment: string };
  unit: UnitCard_UnitFragment;
  onClose: () => void;
  /** The investment exists: refresh the page's figures. */
  onInvested: () => void;
}

/**
 * The direct investment in one unit, in three steps (investor spec §2 and §4): confirmation (amount, preview,
 * tick), payment information from the created investment, and the last step: what is still due. Its own chunk: loaded when first opened.
 */
export default function DirectInvestmentDialog(props: DirectInvestmentDialogProps) {
  // The amount's rules, the refusals, the payment instructions and Pay online speak the `investing` area's words.
  return (
    <MessagesArea area="investing">
      <InvestDialog {...props} />
    </MessagesArea>
  );
}

function InvestDialog({ project, unit, onClose, onInvested }: DirectInvestmentDialogProps) {
  const toast = useToast();
  const toasts = useProjectPageToasts();
  const intl = useIntl();
  const [step, setStep] = useState<Step>({ name: 'confirm' });
  const minimum = directInvestmentMinimum(project.minInvestment, unit.minInvestmentAmount);

  return (
    <Dialog
      open
      onClose={onClose}
      title={intl.formatMessage({ id: 'project.invest.title' }, { step: step.name })}
      description={intl.formatMessage(
        { id: 'project.invest.step' },
        { step: NUMBERS[step.name], steps: 3, number: unit.unitNumber, project: project.title },
      )}
    >
      {step.name === 'confirm' ? (
        <DirectInvestmentConfirmStep
          project={project}
          unit={unit}
          minimum={minimum}
          onCancel={onClose}
          onCreated={(investment) => {
            toast({ ...toasts.investmentRecorded, variant: 'success' });
            setStep({ name: 'payment', investment });
            onInvested();
          }}
        />
      ) : step.name === 'payment' ? (
        <DirectInvestmentPaymentStep
          investment={step.investment}
          onContinue={() => setStep({ name: 'success', investment: step.investment })}
        />
      ) : (
        <DirectInvestmentSuccessStep investment={step.investment} onClose={onClose} />
      )}
    </Dialog>
  );
}
