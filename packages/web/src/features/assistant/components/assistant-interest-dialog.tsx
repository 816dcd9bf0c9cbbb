import { useId, useRef, useState, type FormEvent } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import { isRateLimited } from '../../../lib/api-error';
import { useCurrency } from '../../currency/hooks/use-currency';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { StyledInput, StyledLabel, StyledSelect } from '../../ui/components/native-select';
import { AssistantCallError, sendChatInterest } from '../assistant-api';
import { conversationId } from '../conversation';
import {
  CONTACT_PREFERENCES,
  contactInputType,
  INTEREST_CURRENCIES,
  INTEREST_FIELD_MAX,
  INTEREST_MESSAGE_MAX,
  interestProblems,
  type InterestField,
  type InterestProblem,
  type InterestValues,
} from '../interest-form';

/** The project an invest button named, or none (the panel's own "Express interest"). */
export interface InterestProject {
  id: number | null;
  title: string;
}

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
`;

const StyledRow = styled.div`
  display: grid;
  grid-template-columns: 2fr 1fr;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledFieldError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-block-start: ${({ theme }) => theme.space.xxs};
`;

const StyledAlert = styled.div`
  display: flex;
  flex-wrap: wrap;
  column-gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.dangerSoft};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledProject = styled.p`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledCounter = styled.p`
  text-align: end;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledButtons = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

const PROBLEM_MESSAGES: Record<InterestProblem, string> = {
  missing: 'assistant.interest.missing',
  email: 'assistant.interest.invalidEmail',
  amount: 'assistant.interest.invalidAmount',
};
const FIELD_ORDER: readonly InterestField[] = ['userName', 'userEmail', 'interestAmount', 'contactInfo'];

interface DialogProps {
  project: InterestProject;
  onClose: () => void;
  /** The interest was recorded: the chat adds the confirmation to the conversation. */
  onSent: (name: string) => void;
}

/** The chat's own interest dialog (investor spec §4, §5, §7, §8): kept as a qualified chat lead. */
export function AssistantInterestDialog({ project, onClose, onSent }: DialogProps) {
  const intl = useIntl();
  const toast = useToast();
  const { currency } = useCurrency();
  const id = useId();
  const [values, setValues] = useState<InterestValues>(() => ({
    userName: '',
    userEmail: '',
    interestAmount: '',
    // The visitor's display currency when the dialog offers it.
    currency: INTEREST_CURRENCIES.find((code) => code === currency.code) ?? 'USD',
    contactPreference: 'email',
    contactInfo: '',
    message: '',
  }));
  const [problems, setProblems] = useState<Partial<Record<InterestField, InterestProblem>>>({});
  const [serverFields, setServerFields] = useState<Partial<Record<InterestField, true>>>({});
  const [pending, setPending] = useState(false);
  const form = useRef<HTMLFormElement>(null);

  const set = <K extends keyof InterestValues>(key: K, value: InterestValues[K]) =>
    setValues((current) => ({ ...current, [key]: value }));
  const t = (messageId: string) => intl.formatMessage({ id: messageId });
  const fieldId = (field: string) => `${id}-${field}`;

  async function submit(event: FormEvent) {
    event.preventDefault();
    if (pending) return;
    const found = interestProblems(values);
    setProblems(found);
    setServerFields({});
    const first = FIELD_ORDER.find((field) => found[field]);
    if (first) {
      form.current?.querySelector<HTMLElement>(`#${CSS.escape(fieldId(first))}`)?.focus();
      return;
    }
    setPending(true);
    try {
      await sendChatInterest({
        ...values,
        userName: values.userName.trim(),
        userEmail: values.userEmail.trim(),
        interestAmount: values.interestAmount.trim(),
        contactInfo: values.contactInfo.trim(),
        message: values.message.trim(),
        ...(project.id === null ? {} : { projectId: project.id, projectTitle: project.title }),
        conversationId: conversationId(),
      });
      toast({
        title: t('assistant.interest.successTitle'),
        description: t('assistant.interest.success'),
        variant: 'success',
      });
      onSent(values.userName.trim());
    } catch (failure) {
      const details = failure instanceof AssistantCallError ? failure.failure : { network: true };
      if (isRateLimited(details)) {
        toast({
          title: t('assistant.interest.failedTitle'),
          description: t('assistant.interest.rateLimited'),
          variant: 'destructive',
        });
      } else if (details.status === 400 && details.fields) {
        // The server named the fields it refused (its words are English): mark them and say so in this language.
        const named = FIELD_ORDER.filter((field) => details.fields?.[field]);
        setServerFields(Object.fromEntries(named.map((field) => [field, true])));
        toast({
          title: t('assistant.interest.missingTitle'),
          description: t('assistant.interest.checkFields'),
          variant: 'destructive',
        });
      } else {
        toast({
          title: t('assistant.interest.failedTitle'),
          description: t('assistant.interest.failed'),
          variant: 'destructive',
        });
      }
    } finally {
      setPending(false);
    }
  }

  const anyMissing = Object.values(problems).includes('missing');
  const field = (
    name: InterestField,
    label: string,
    type: string,
    extra: { autoComplete?: string; inputMode?: 'decimal' } = {},
  ) => {
    const problem = problems[name];
    const invalid = Boolean(problem) || Boolean(serverFields[name]);
    return (
      <div>
        <StyledLabel htmlFor={fieldId(name)}>{label}</StyledLabel>
        <StyledInput
          id={fieldId(name)}
          type={type}
          required
          maxLength={INTEREST_FIELD_MAX}
          value={values[name]}
          aria-invalid={invalid}
          aria-describedby={problem ? `${fieldId(name)}-error` : undefined}
          onChange={(event) => set(name, event.target.value)}
          {...extra}
        />
        {problem ? (
          <StyledFieldError id={`${fieldId(name)}-error`}>{t(PROBLEM_MESSAGES[problem])}</StyledFieldError>
        ) : null}
      </div>
    );
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('assistant.interest.title')}
      description={t('assistant.interest.description')}
    >
      <StyledForm ref={form} noValidate onSubmit={(event) => void submit(event)} data-testid="assistant-interest-form">
        {project.id !== null && project.title ? (
          <StyledProject>
            <FormattedMessage id="assistant.interest.project" values={{ title: project.title }} />
          </StyledProject>
        ) : null}
        {anyMissing ? (
          <StyledAlert role="alert">
            <strong>
              <FormattedMessage id="assistant.interest.missingTitle" />
            </strong>
            <FormattedMessage id="assistant.interest.missing" />
          </StyledAlert>
        ) : null}
        {field('userName', t('assistant.interest.name'), 'text', { autoComplete: 'name' })}
        {field('userEmail', t('assistant.interest.email'), 'email', { autoComplete: 'email' })}
        <StyledRow>
          {field('interestAmount', t('assistant.interest.amount'), 'text', { inputMode: 'decimal' })}
          <div>
            <StyledLabel htmlFor={fieldId('currency')}>
              <FormattedMessage id="assistant.interest.currency" />
            </StyledLabel>
            <StyledSelect
              id={fieldId('currency')}
              value={values.currency}
              onChange={(event) => set('currency', event.target.value as InterestValues['currency'])}
            >
              {INTEREST_CURRENCIES.map((code) => (
                <option key={code} value={code}>
                  {code}
                </option>
              ))}
            </StyledSelect>
          </div>
        </StyledRow>
        <div>
          <StyledLabel htmlFor={fieldId('contactPreference')}>
            <FormattedMessage id="assistant.interest.contactPreference" />
          </StyledLabel>
          <StyledSelect
            id={fieldId('contactPreference')}
            value={values.contactPreference}
            onChange={(event) => set('contactPreference', event.target.value as InterestValues['contactPreference'])}
          >
            {CONTACT_PREFERENCES.map((preference) => (
              <option key={preference} value={preference}>
                {t(`assistant.interest.pref.${preference}`)}
              </option>
            ))}
          </StyledSelect>
        </div>
        {field(
          'contactInfo',
          t(`assistant.interest.contactInfo.${values.contactPreference}`),
          contactInputType(values.contactPreference),
          { autoComplete: values.contactPreference === 'email' ? 'email' : 'tel' },
        )}
        <div>
          <StyledLabel htmlFor={fieldId('message')}>
            <FormattedMessage id="assistant.interest.message" />
          </StyledLabel>
          <StyledInput
            as="textarea"
            id={fieldId('message')}
            rows={3}
            maxLength={INTEREST_MESSAGE_MAX}
            value={values.message}
            aria-describedby={`${fieldId('message')}-count`}
            onChange={(event) => set('message', event.target.value)}
          />
          <StyledCounter id={`${fieldId('message')}-count`}>
            <FormattedMessage
              id="assistant.interest.counter"
              values={{ count: values.message.length, max: INTEREST_MESSAGE_MAX }}
            />
          </StyledCounter>
        </div>
        <StyledButtons>
          <StyledButton type="button" $variant="outline" onClick={onClose}>
            <FormattedMessage id="assistant.interest.cancel" />
          </StyledButton>
          <StyledButton type="submit" disabled={pending} aria-busy={pending}>
            <FormattedMessage id={pending ? 'assistant.interest.submitting' : 'assistant.interest.submit'} />
          </StyledButton>
        </StyledButtons>
      </StyledForm>
    </Dialog>
  );
}
