import { useField, useFormikContext } from 'formik';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { formatFieldMessage } from '../../forms/field-message';
import type { FormServerStatus } from '../../forms/server-errors';
import { StyledInput, StyledLabel } from '../../ui/components/native-select';

/** After a required field's label: a sign, the same in every language (as the form fields write it). */
const REQUIRED_MARK = ' *';

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  margin-top: ${({ theme }) => theme.space.xs};
`;

/**
 * Hint and message share one place of a fixed height (`$lines` lines of the message's size): a message that
 * appears takes the hint's place instead of pushing what follows, so nothing below moves under the pointer.
 */
const StyledMessageSlot = styled.div<{ $lines: number }>`
  min-height: calc(
    ${({ $lines }) => $lines} * 1.5 * ${({ theme }) => theme.fontSizes.sm} + ${({ theme }) => theme.space.xs}
  );
  p {
    line-height: 1.5;
  }
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

interface AmountFieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
  min?: string;
  /** The largest amount taken (the input's max; the schema says why). */
  max?: string;
  step?: number;
  /**
   * Keep room for a message of this many lines, shown in place of the hint: a message that appears then moves
   * nothing below the field (a checkbox under the pointer stays where it is).
   */
  reserveMessageLines?: number;
  /** A message to show at once, before the field is left (more digits cannot make the amount right again). */
  liveError?: string | null;
}

/**
 * A number input for money. Formik turns the value of a type="number" input into a float; this one keeps the
 * text as typed ('1000.10'), so the amount reaches the exact conversion and the server unchanged. Shows the
 * schema's message once touched, else the server's about the value it was sent (as the AppForm fields do).
 */
export function AmountField({
  name,
  label,
  hint,
  required,
  min,
  max,
  step,
  reserveMessageLines,
  liveError,
}: AmountFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const status = useFormikContext<unknown>().status as FormServerStatus | undefined;
  const id = useId();
  const server = status?.serverFields?.[name];
  const intl = useIntl();
  // The schema's messages and the live one are catalog ids (docs/i18n.md, "Validation messages"); the server's
  // words come as they are.
  const error =
    meta.touched && meta.error
      ? formatFieldMessage(intl, meta.error)
      : liveError
        ? formatFieldMessage(intl, liveError)
        : server && server.value === field.value
          ? server.message
          : undefined;
  const showHint = !!hint && !(reserveMessageLines && error);
  const describedBy = [showHint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const hintLine = showHint ? <StyledHint id={`${id}-hint`}>{hint}</StyledHint> : null;
  const errorLine = (
    <StyledError id={`${id}-error`} role="alert">
      {error}
    </StyledError>
  );
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>
        {label}
        {required ? REQUIRED_MARK : ''}
      </StyledLabel>
      <StyledInput
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        autoComplete="off"
        min={min}
        max={max}
        step={step}
        value={field.value ?? ''}
        onChange={(event) => void helpers.setValue(event.target.value)}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {reserveMessageLines ? (
        <StyledMessageSlot $lines={reserveMessageLines} data-testid="amount-message-slot">
          {error ? errorLine : hintLine}
        </StyledMessageSlot>
      ) : (
        <>
          {hintLine}
          {error ? errorLine : null}
        </>
      )}
    </StyledField>
  );
}
