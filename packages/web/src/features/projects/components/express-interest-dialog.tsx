import { useIntl } from 'react-intl';
import { useCurrentUser } from '../../session/use-current-user';
import { useToast } from '../../toast/hooks/use-toast';
import { Dialog } from '../../ui/components/dialog';
import { InterestForm } from '../../investing/components/interest-form';
import { useExpressInterest } from '../../investing/hooks/use-express-interest';
import { interestFailureToast, interestToasts } from '../../investing/interest-schema';
import { MessagesArea } from '../../../i18n/messages-area';
import { SignInRequired } from './sign-in-required';

interface ExpressInterestDialogProps {
  open: boolean;
  onClose: () => void;
  project: { id: number; title: string };
}

/**
 * The project card's 'Express Investment Interest' dialog (investor spec §5, card interest dialog; §8 toasts):
 * visitors get 'Sign In Required'; investors the interest form, sent as one expressInterest for the project.
 * Its own chunk: loaded when first opened.
 */
export default function ExpressInterestDialog(props: ExpressInterestDialogProps) {
  // The form's words are the `investing` area's, fetched with this chunk.
  return (
    <MessagesArea area="investing">
      <InterestDialog {...props} />
    </MessagesArea>
  );
}

function InterestDialog({ open, onClose, project }: ExpressInterestDialogProps) {
  const { user } = useCurrentUser();
  const toast = useToast();
  const { submit } = useExpressInterest();
  const intl = useIntl();

  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={intl.formatMessage({ id: 'projects.interest.title' })}
      description={project.title}
    >
      {!user ? (
        <SignInRequired message={interestToasts(intl).signInRequired.description} />
      ) : (
        <InterestForm
          amountLabel={intl.formatMessage({ id: 'projects.interest.amount' })}
          submitLabel={intl.formatMessage({ id: 'projects.interest.submit' })}
          onCancel={onClose}
          failureToast={(failure) => interestFailureToast(failure, intl)}
          submit={async (payload) => {
            await submit({ ...payload, projectId: project.id });
            toast({ ...interestToasts(intl).submitted, variant: 'success' });
            onClose();
          }}
        />
      )}
    </Dialog>
  );
}
