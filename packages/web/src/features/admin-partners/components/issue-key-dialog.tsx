import { useState } from 'react';
import { useIntl } from 'react-intl';
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
  const intl = useIntl();
  const t = (id: string, values?: Record<string, string | number>) =>
    intl.formatMessage({ id: `adminPartners.${id}` }, values);
  const rangeHint = (range: { min: number; max: number; default: number }) =>
    t('issueDialog.rangeHint', { min: range.min, max: range.max, fallback: range.default });
  const { issue } = usePartnerKeyMutations();
  // The server's English warning is not shown: the catalog's says the same in the interface language.
  const [issued, setIssued] = useState<{ name: string; secret: string } | null>(null);
  const [copied, setCopied] = useState(false);

  if (issued) {
    const copy = async () => {
      try {
        await navigator.clipboard.writeText(issued.secret);
        setCopied(true);
      } catch {
        toast({
          title: t('toast.copyFailed.title'),
          description: t('toast.copyFailed.description'),
          variant: 'destructive',
        });
      }
    };
    return (
      <Dialog
        open
        onClose={onClose}
        title={t('issued.title')}
        description={t('issued.description', { name: issued.name })}
      >
        <StyledSecret data-testid="partner-key-secret" dir="ltr">
          {issued.secret}
        </StyledSecret>
        <StyledWarning role="alert">{t('issued.warning')}</StyledWarning>
        <StyledActions>
          <StyledButton type="button" $variant="ghost" onClick={() => void copy()}>
            {copied ? t('issued.copied') : t('issued.copy')}
          </StyledButton>
          <StyledButton type="button" onClick={onClose}>
            {t('issued.done')}
          </StyledButton>
        </StyledActions>
      </Dialog>
    );
  }

  return (
    <Dialog open onClose={onClose} title={t('issue')} description={t('issueDialog.description')}>
      <AppForm<PartnerKeyFormValues>
        initialValues={emptyPartnerKeyForm()}
        schema={partnerKeySchema}
        aria-label={t('issueDialog.formLabel')}
        onSubmit={async (values, helpers) => {
          clearServerFieldErrors(helpers);
          try {
            const answer = await issue(partnerKeyInputOf(values));
            setIssued({ name: answer.partnerKey.name, secret: answer.secret });
          } catch (failure) {
            const { fields, message } = readApiFailure(failure);
            setServerFieldErrors(helpers, fields, values);
            toast({
              title: t('toast.issueFailed.title'),
              description: message ?? t('toast.issueFailed.description'),
              variant: 'destructive',
            });
          }
        }}
      >
        {({ isSubmitting }) => (
          <>
            <TextField name="name" label={t('issueDialog.name')} required maxLength={L.name.max} autoFocus />
            <TextField
              name="requestsPerMinute"
              label={t('issueDialog.requestsPerMinute')}
              inputMode="numeric"
              autoComplete="off"
              hint={rangeHint(L.requestsPerMinute)}
            />
            <TextField
              name="maxQueryCost"
              label={t('issueDialog.maxQueryCost')}
              inputMode="numeric"
              autoComplete="off"
              hint={rangeHint(L.maxQueryCost)}
            />
            <StyledActions>
              <StyledButton type="button" $variant="ghost" onClick={onClose}>
                {t('issueDialog.cancel')}
              </StyledButton>
              <StyledButton type="submit" disabled={isSubmitting}>
                {isSubmitting ? t('issueDialog.issuing') : t('issue')}
              </StyledButton>
            </StyledActions>
          </>
        )}
      </AppForm>
    </Dialog>
  );
}
