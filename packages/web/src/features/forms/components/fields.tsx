import { useField, useFormikContext } from 'formik';
import { useId, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import styled from 'styled-components';
import { StyledInput, StyledLabel, StyledSelect } from '../../ui/components/native-select';
import { formatFieldMessage } from '../field-message';
import type { FormServerStatus } from '../server-errors';

/** After a required field's label: a sign, the same in every language. */
const REQUIRED_MARK = ' *';

const StyledField = styled.div`
  display: flex;
  flex-direction: column;
  min-width: 0;
  margin-bottom: ${({ theme }) => theme.space.lg};
`;

const StyledError = styled.p`
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  margin-top: ${({ theme }) => theme.space.xs};
`;

const StyledHint = styled.p`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  margin-top: ${({ theme }) => theme.space.xs};
  display: flex;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledTextArea = styled(StyledInput).attrs({ as: 'textarea' })`
  resize: vertical;
  min-height: 120px;
`;

interface BaseFieldProps {
  name: string;
  label: string;
  hint?: ReactNode;
  required?: boolean;
}

interface TextFieldProps extends BaseFieldProps {
  type?: 'text' | 'email' | 'tel' | 'number' | 'password' | 'date';
  placeholder?: string;
  multiline?: boolean;
  maxLength?: number;
  /** A number, or a `YYYY-MM-DD` bound for a date picker (the schema still judges the value). */
  min?: number | string;
  max?: number | string;
  step?: number;
  autoComplete?: string;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'email' | 'tel';
  autoFocus?: boolean;
}

/**
 * The message under a field: the schema's (once the field was touched), otherwise what the server said about
 * the value it was sent (`setServerFieldErrors`), until that value is edited.
 */
function useFieldError(name: string, value: unknown, touched: boolean, error: string | undefined) {
  const status = useFormikContext<unknown>().status as FormServerStatus | undefined;
  const intl = useIntl();
  if (touched && error) return formatFieldMessage(intl, error);
  const server = status?.serverFields?.[name];
  return server && server.value === value ? server.message : undefined;
}

function FieldFrame({
  id,
  label,
  required,
  error,
  hint,
  counter,
  children,
}: {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: ReactNode;
  counter?: string;
  children: ReactNode;
}) {
  return (
    <StyledField>
      <StyledLabel htmlFor={id}>
        {label}
        {required ? REQUIRED_MARK : null}
      </StyledLabel>
      {children}
      {hint || counter ? (
        <StyledHint id={`${id}-hint`}>
          <span>{hint}</span>
          {counter ? <span>{counter}</span> : null}
        </StyledHint>
      ) : null}
      {error ? (
        <StyledError id={`${id}-error`} role="alert">
          {error}
        </StyledError>
      ) : null}
    </StyledField>
  );
}

export function TextField({
  name,
  label,
  hint,
  required,
  type = 'text',
  multiline,
  maxLength,
  ...rest
}: TextFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const error = useFieldError(name, field.value, meta.touched, meta.error);
  const describedBy = [hint || maxLength ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  const common = {
    ...field,
    value: field.value ?? '',
    id,
    maxLength,
    'aria-invalid': error ? true : undefined,
    'aria-required': required ? true : undefined,
    'aria-describedby': describedBy || undefined,
    ...rest,
  };
  return (
    <FieldFrame
      id={id}
      label={label}
      required={required}
      error={error}
      hint={hint}
      counter={maxLength ? `${(field.value ?? '').length}/${maxLength}` : undefined}
    >
      {multiline ? <StyledTextArea {...common} /> : <StyledInput type={type} {...common} />}
    </FieldFrame>
  );
}

interface SelectFieldProps extends BaseFieldProps {
  options: ReadonlyArray<{ value: string; label: string }>;
  placeholder?: string;
}

export function SelectField({ name, label, hint, required, options, placeholder }: SelectFieldProps) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const error = useFieldError(name, field.value, meta.touched, meta.error);
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint}>
      <StyledSelect
        {...field}
        id={id}
        aria-invalid={error ? true : undefined}
        aria-required={required ? true : undefined}
        aria-describedby={describedBy || undefined}
      >
        {placeholder ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </StyledSelect>
    </FieldFrame>
  );
}

const StyledCheckboxRow = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  input {
    margin-top: ${({ theme }) => theme.space.xs};
    accent-color: ${({ theme }) => theme.colors.primary};
  }
  label {
    font-size: ${({ theme }) => theme.fontSizes.sm};
  }
`;

/** A checkbox bound to a boolean value, with its message underneath. */
export function CheckboxField({ name, label }: { name: string; label: ReactNode }) {
  const [{ value, ...field }, meta] = useField<boolean>({ name, type: 'checkbox' });
  const id = useId();
  const checked = field.checked ?? !!value;
  const error = useFieldError(name, checked, meta.touched, meta.error);
  return (
    <StyledField>
      <StyledCheckboxRow>
        <input
          {...field}
          checked={checked}
          type="checkbox"
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <label htmlFor={id}>{label}</label>
      </StyledCheckboxRow>
      {error ? (
        <StyledError id={`${id}-error`} role="alert">
          {error}
        </StyledError>
      ) : null}
    </StyledField>
  );
}
