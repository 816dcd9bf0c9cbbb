import { useState } from 'react';
import styled from 'styled-components';
import { readApiFailure } from '../../../lib/api-error';
import { AppForm } from '../../forms/components/app-form';
import { TextField } from '../../forms/components/fields';
import { clearServerFieldErrors, setServerFieldErrors } from '../../forms/server-errors';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { usePartnerKeyMutations } from '../hooks/use-partner-keys';
import {
  emptyPartnerKeyForm,
  PARTNER_KEY_LIMITS as L,
  partnerKeyInputOf,
  partnerKeySchema,
  type PartnerKeyFormValues,
} from '../partner-key-form';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

const StyledSecret = styled.code`
  display: block;
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  user-select: all;
`;

const StyledWarning = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

/**
 * Issue key: a name and the key's limits (formik + yup, the server's messages under the fields). On success the
 * dialog shows the key itself once, with a copy button and a warning: it cannot be shown again.
 */
export default function IssueKeyDialog({ onClose }: { onClose: () => void }) {
  const toast = useToast();
  const { issue } = usePartnerKeyMutations();
  const [issued, setIssued] = useState<{ name: string; secret: string; warning: string } | null>(null);
  const [copied, setCopied] = useState(false);

  if (issued) {
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(issued.secret);
        setCopied(true);
      } catch {
        toast({ title: 'Copy failed', description: 'Select the key and copy it by hand.', variant: 'destructive' });
      }
    };
    return (
      <Dialog open onClose={onClose} title="Key issued" description={`The API key for ${issued.name}.`}>
        <StyledSecret data-testid="partner-key-secret">{issued.secret}</StyledSecret>
        <StyledWarning role="alert">{issued.warning}</StyledWarning>
        <StyledActions>
          <StyledButton type="button" $variant="ghost" onClick={() => void copy()}>
            {copied ? 'Copied' : 'Copy key'}
          </StyledButton>
          <StyledButton type="button" onClick={onClose}>
            Done
          </StyledButton>
        </StyledActions>
      </Dialog>
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title="Issue key"
      description="A read-only key for a partner: the public catalog and its statistics over GraphQL."
    >
      <AppForm<PartnerKeyFormValues>
        initialValues={emptyPartnerKeyForm()}
        schema={partnerKeySchema}
        aria-label="Issue partner key"
        onSubmit={async (values, helpers) => {
          clearServerFieldErrors(helpers);
          try {
            const answer = await issue(partnerKeyInputOf(values));
            setIssued({ name: answer.partnerKey.name, secret: answer.secret, warning: answer.warning });
          } catch (failure) {
            const { fields, message } = readApiFailure(failure);
            setServerFieldErrors(helpers, fields, values);
            toast({
              title: 'Issue failed',
              description: message ?? 'Failed to issue the key.',
              variant: 'destructive',
            });
          }
        }}
      >
        {({ isSubmitting }) => (
          <>
            <TextField name="name" label="Partner name" required maxLength={L.name.max} autoFocus />
            <TextField
              name="requestsPerMinute"
              label="Requests per minute"
              inputMode="numeric"
              autoComplete="off"
              hint={`${L.requestsPerMinute.min} to ${L.requestsPerMinute.max}; ${L.requestsPerMinute.default} when blank.`}
            />
            <TextField
              name="maxQueryCost"
              label="Maximum query cost"
              inputMode="numeric"
              autoComplete="off"
              hint={`${L.maxQueryCost.min} to ${L.maxQueryCost.max}; ${L.maxQueryCost.default} when blank.`}
            />
            <StyledActions>
              <StyledButton type="button" $variant="ghost" onClick={onClose}>
                Cancel
              </StyledButton>
              <StyledButton type="submit" disabled={isSubmitting}>
                {isSubmitting ? 'Issuing…' : 'Issue key'}
              </StyledButton>
            </StyledActions>
          </>
        )}
      </AppForm>
    </Dialog>
  );
}
