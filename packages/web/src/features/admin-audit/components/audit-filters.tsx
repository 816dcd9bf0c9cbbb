import { useId } from 'react';
import styled from 'styled-components';
import type { AuditEntity } from '../../../graphql/generated';
import { StyledButton } from '../../ui/components/button';
import { StyledInput, StyledLabel, StyledSelect } from '../../ui/components/native-select';
import { AUDIT_ENTITY_OPTIONS, type AuditFilterForm } from '../audit-rules';

const StyledForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  grid-template-columns: repeat(auto-fill, minmax(min(100%, 180px), 1fr));
  align-items: end;
`;

const StyledFullSelect = styled(StyledSelect)`
  width: 100%;
`;

const StyledFieldError = styled.p`
  margin-top: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

interface AuditFiltersProps {
  form: AuditFilterForm;
  /** The reason the dates cannot be asked, shown under 'To'. */
  toError: string | undefined;
  onChange: (form: AuditFilterForm) => void;
}

/** The Audit tab's filters: who (a name, username or email), which kind of record, which action, which days. */
export function AuditFilters({ form, toError, onChange }: AuditFiltersProps) {
  const id = useId();
  const set = (patch: Partial<AuditFilterForm>) => onChange({ ...form, ...patch });
  const hasAny = Object.values(form).some((value) => value !== '');
  return (
    <StyledForm role="search" aria-label="Filter the audit trail" onSubmit={(event) => event.preventDefault()}>
      <div>
        <StyledLabel htmlFor={`${id}-user`}>User</StyledLabel>
        <StyledInput
          id={`${id}-user`}
          type="search"
          placeholder="Name or email"
          maxLength={100}
          value={form.user}
          onChange={(event) => set({ user: event.target.value })}
        />
      </div>
      <div>
        <StyledLabel htmlFor={`${id}-entity`}>Entity</StyledLabel>
        <StyledFullSelect
          id={`${id}-entity`}
          value={form.entity}
          onChange={(event) => set({ entity: event.target.value as AuditEntity | '' })}
        >
          <option value="">All entities</option>
          {AUDIT_ENTITY_OPTIONS.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </StyledFullSelect>
      </div>
      <div>
        <StyledLabel htmlFor={`${id}-action`}>Action</StyledLabel>
        <StyledInput
          id={`${id}-action`}
          type="search"
          placeholder="e.g. approved"
          maxLength={100}
          value={form.action}
          onChange={(event) => set({ action: event.target.value })}
        />
      </div>
      <div>
        <StyledLabel htmlFor={`${id}-from`}>From</StyledLabel>
        <StyledInput
          id={`${id}-from`}
          type="date"
          value={form.from}
          max={form.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
      </div>
      <div>
        <StyledLabel htmlFor={`${id}-to`}>To</StyledLabel>
        <StyledInput
          id={`${id}-to`}
          type="date"
          value={form.to}
          min={form.from || undefined}
          aria-invalid={toError ? true : undefined}
          aria-describedby={toError ? `${id}-to-error` : undefined}
          onChange={(event) => set({ to: event.target.value })}
        />
        {toError ? (
          <StyledFieldError id={`${id}-to-error`} role="alert">
            {toError}
          </StyledFieldError>
        ) : null}
      </div>
      <div>
        <StyledButton
          type="button"
          $variant="ghost"
          disabled={!hasAny}
          onClick={() => onChange({ user: '', entity: '', action: '', from: '', to: '' })}
        >
          Clear filters
        </StyledButton>
      </div>
    </StyledForm>
  );
}
