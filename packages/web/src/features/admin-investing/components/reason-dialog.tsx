import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { AppForm } from '../../forms/components/app-form';
import { TextField } from '../../forms/components/fields';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { EMPTY_REASON, REASON_MAX, reasonOf, reasonSchema, type ReasonFormValues } from '../decision-schemas';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

interface ReasonDialogProps {
  title: string;
  description: string;
  /** The field's hint: who reads the reason, and what is sent when it is left empty. */
  hint: string;
  submitLabel: string;
  pendingLabel: string;
  /** The button that closes without deciding. */
  dismissLabel?: string;
  onClose: () => void;
  /** Resolves when the decision is made (the dialog then closes), rejects to keep it open. */
  onSubmit: (reason: string | null) => Promise<void>;
}

/** Asks for an optional reason before a rejection or a cancellation; empty lets the server use its standard one. */
export function ReasonDialog({
  title,
  description,
  hint,
  submitLabel,
  pendingLabel,
  dismissLabel,
  onClose,
  onSubmit,
}: ReasonDialogProps) {
  const intl = useIntl();
  return (
    <Dialog open onClose={onClose} title={title} description={description}>
      <AppForm<ReasonFormValues>
        initialValues={EMPTY_REASON}
        schema={reasonSchema}
        aria-label={title}
        onSubmit={async (values) => {
          try {
            await onSubmit(reasonOf(values));
            onClose();
          } catch {
            // The caller showed the server's message; the dialog stays open with what was typed.
          }
        }}
      >
        {({ isSubmitting }) => (
          <>
            <TextField
              name="reason"
              label={intl.formatMessage({ id: 'adminInvesting.reason.label' })}
              multiline
              maxLength={REASON_MAX}
              hint={hint}
              autoFocus
            />
            <StyledActions>
              <StyledButton type="button" $variant="ghost" onClick={onClose}>
                {dismissLabel ?? intl.formatMessage({ id: 'adminInvesting.dismiss' })}
              </StyledButton>
              <StyledButton type="submit" $variant="danger" disabled={isSubmitting}>
                {isSubmitting ? pendingLabel : submitLabel}
              </StyledButton>
            </StyledActions>
          </>
        )}
      </AppForm>
    </Dialog>
  );
}
