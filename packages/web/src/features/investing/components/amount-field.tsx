import { useField, useFormikContext } from 'formik';
import { useId, type ReactNode } from 'react';
import styled from 'styled-components';
import type { FormServerStatus } from '../../forms/server-errors';
import { StyledInput, StyledLabel } from '../../ui/components/native-select';

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
  step?: number;
}

/**
 * A number input for money. Formik turns the value of a type="number" input into a float; this one keeps the
 * text as typed ('1000.10'), so the amount reaches the exact conversion and the server unchanged. Shows the
 * schema's message once touched, else the server's about the value it was sent (as the AppForm fields do).
 */
export function AmountField({ name, label, hint, required, min, step }: AmountFieldProps) {
  const [field, meta, helpers] = useField<string>(name);
  const status = useFormikContext<unknown>().status as FormServerStatus | undefined;
  const id = useId();
  const server = status?.serverFields?.[name];
  const error =
    meta.touched && meta.error ? meta.error : server && server.value === field.value ? server.message : undefined;
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>
        {label}
        {required ? ' *' : ''}
      </StyledLabel>
      <StyledInput
        id={id}
        name={name}
        type="number"
        inputMode="decimal"
        autoComplete="off"
        min={min}
        step={step}
        value={field.value ?? ''}
        onChange={(event) => void helpers.setValue(event.target.value)}
        onBlur={field.onBlur}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy || undefined}
      />
      {hint ? <StyledHint id={`${id}-hint`}>{hint}</StyledHint> : null}
      {error ? (
        <StyledError id={`${id}-error`} role="alert">
          {error}
        </StyledError>
      ) : null}
    </StyledField>
  );
}
