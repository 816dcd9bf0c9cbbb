import { object, string } from 'yup';
import styled from 'styled-components';
import { useCurrency } from '../../currency/hooks/use-currency';
import { AppForm } from '../../forms/components/app-form';
import { SelectField, TextField } from '../../forms/components/fields';
import { useCurrentUser } from '../../session/use-current-user';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { useExpressInterest } from '../hooks/use-express-interest';
import { interestSubmissionsOpen } from '../interest-submissions';
import { InterestByMessage } from './interest-by-message';
import { SignInRequired } from './sign-in-required';

/** Investor spec §9: card interest minimum 1,000 (step 100), message at most 500 characters. */
const MIN_INTEREST = 1000;
const MESSAGE_MAX = 500;

const CONTACT_OPTIONS = [
  { value: 'email', label: 'Email' },
  { value: 'phone', label: 'Phone Call' },
  { value: 'whatsapp', label: 'WhatsApp' },
] as const;

type ContactPreference = (typeof CONTACT_OPTIONS)[number]['value'];

interface InterestValues {
  interestAmount: string;
  contactPreference: ContactPreference;
  contactInfo: string;
  message: string;
}

const initialValues: InterestValues = { interestAmount: '', contactPreference: 'email', contactInfo: '', message: '' };

const schema = object({
  interestAmount: string()
    .matches(/^\d+(\.\d{1,2})?$/, 'Enter an amount in US dollars, e.g. 5000')
    .test('min', `The minimum interest is ${MIN_INTEREST.toLocaleString('en-US')} USD`, (value) =>
      value ? Number(value) >= MIN_INTEREST : true,
    ),
  contactPreference: string().oneOf(CONTACT_OPTIONS.map((o) => o.value)),
  contactInfo: string(),
  message: string().max(MESSAGE_MAX, `Message must be at most ${MESSAGE_MAX} characters`),
});

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

interface ExpressInterestDialogProps {
  open: boolean;
  onClose: () => void;
  project: { id: number; title: string };
}

/** The projects-list card's 'Express Investment Interest' dialog (investor spec §5, card interest dialog). */
export default function ExpressInterestDialog({ open, onClose, project }: ExpressInterestDialogProps) {
  const { user } = useCurrentUser();
  const { formatPrice } = useCurrency();
  const toast = useToast();
  const { submit, pending } = useExpressInterest();

  return (
    <Dialog open={open} onClose={onClose} title="Express Investment Interest" description={project.title}>
      {!user ? (
        <SignInRequired message="Please sign in to express investment interest." />
      ) : !interestSubmissionsOpen ? (
        <InterestByMessage projectTitle={project.title} />
      ) : (
        <AppForm<InterestValues>
          initialValues={initialValues}
          schema={schema}
          aria-label="Express investment interest"
          onSubmit={async (values, helpers) => {
            if (!values.interestAmount || !values.contactPreference || !values.contactInfo.trim()) {
              toast({
                title: 'Missing Information',
                description: 'Please fill in all required fields including contact information.',
                variant: 'destructive',
              });
              return;
            }
            try {
              await submit({
                userId: user.id,
                projectId: project.id,
                interestAmount: values.interestAmount,
                currency: 'USD',
                contactPreference: values.contactPreference,
                contactInfo: values.contactInfo.trim(),
                ...(values.message.trim() ? { message: values.message.trim() } : {}),
              });
              toast({
                title: 'Interest Submitted',
                description: 'Thank you for your interest! Our team will contact you soon.',
                variant: 'success',
              });
              helpers.resetForm();
              onClose();
            } catch {
              toast({
                title: 'Error',
                description: 'Failed to submit interest. Please try again.',
                variant: 'destructive',
              });
            }
          }}
        >
          {({ values }) => (
            <>
              <TextField
                name="interestAmount"
                label="Investment Amount (USD)"
                type="number"
                min={MIN_INTEREST}
                step={100}
                required
                hint={`Minimum ${formatPrice(String(MIN_INTEREST))}`}
              />
              <SelectField
                name="contactPreference"
                label="Preferred Contact Method"
                required
                options={CONTACT_OPTIONS}
              />
              <TextField
                name="contactInfo"
                label={values.contactPreference === 'email' ? 'Email Address' : 'Phone Number'}
                type={values.contactPreference === 'email' ? 'email' : 'tel'}
                required
                autoComplete={values.contactPreference === 'email' ? 'email' : 'tel'}
              />
              <TextField name="message" label="Message (optional)" multiline maxLength={MESSAGE_MAX} />
              <StyledActions>
                <StyledButton $variant="ghost" onClick={onClose}>
                  Cancel
                </StyledButton>
                <StyledButton type="submit" disabled={pending || !values.interestAmount || !values.contactInfo}>
                  {pending ? 'Submitting…' : 'Submit Interest'}
                </StyledButton>
              </StyledActions>
            </>
          )}
        </AppForm>
      )}
    </Dialog>
  );
}
