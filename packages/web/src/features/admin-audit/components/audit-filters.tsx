import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AuditEntity } from '../../../graphql/generated';
import { StyledButton } from '../../ui/components/button';
import { StyledInput, StyledLabel, StyledSelect } from '../../ui/components/native-select';
import { AUDIT_ENTITY_VALUES, entityName, type AuditFilterForm } from '../audit-rules';

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
  /** The reason the dates cannot be asked (an `adminAudit` id), shown under 'To'. */
  toError: string | undefined;
  onChange: (form: AuditFilterForm) => void;
}

/** The Audit tab's filters: who (a name, username or email), which kind of record, which action, which days. */
export function AuditFilters({ form, toError, onChange }: AuditFiltersProps) {
  const id = useId();
  const intl = useIntl();
  const set = (patch: Partial<AuditFilterForm>) => onChange({ ...form, ...patch });
  const hasAny = Object.values(form).some((value) => value !== '');
  return (
    <StyledForm
      role="search"
      aria-label={intl.formatMessage({ id: 'adminAudit.filters' })}
      onSubmit={(event) => event.preventDefault()}
    >
      <div>
        <StyledLabel htmlFor={`${id}-user`}>
          <FormattedMessage id="adminAudit.user" />
        </StyledLabel>
        <StyledInput
          id={`${id}-user`}
          type="search"
          placeholder={intl.formatMessage({ id: 'adminAudit.userHint' })}
          maxLength={100}
          value={form.user}
          onChange={(event) => set({ user: event.target.value })}
        />
      </div>
      <div>
        <StyledLabel htmlFor={`${id}-entity`}>
          <FormattedMessage id="adminAudit.entity" />
        </StyledLabel>
        <StyledFullSelect
          id={`${id}-entity`}
          value={form.entity}
          onChange={(event) => set({ entity: event.target.value as AuditEntity | '' })}
        >
          <option value="">{intl.formatMessage({ id: 'adminAudit.allEntities' })}</option>
          {AUDIT_ENTITY_VALUES.map((value) => (
            <option key={value} value={value}>
              {entityName(intl, value)}
            </option>
          ))}
        </StyledFullSelect>
      </div>
      <div>
        <StyledLabel htmlFor={`${id}-action`}>
          <FormattedMessage id="adminAudit.action" />
        </StyledLabel>
        <StyledInput
          id={`${id}-action`}
          type="search"
          placeholder={intl.formatMessage({ id: 'adminAudit.actionHint' })}
          maxLength={100}
          value={form.action}
          onChange={(event) => set({ action: event.target.value })}
        />
      </div>
      <div>
        <StyledLabel htmlFor={`${id}-from`}>
          <FormattedMessage id="adminAudit.from" />
        </StyledLabel>
        <StyledInput
          id={`${id}-from`}
          type="date"
          value={form.from}
          max={form.to || undefined}
          onChange={(event) => set({ from: event.target.value })}
        />
      </div>
      <div>
        <StyledLabel htmlFor={`${id}-to`}>
          <FormattedMessage id="adminAudit.to" />
        </StyledLabel>
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
            {intl.formatMessage({ id: toError })}
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
          <FormattedMessage id="adminAudit.clear" />
        </StyledButton>
      </div>
    </StyledForm>
  );
}
