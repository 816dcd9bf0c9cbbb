import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AdminUserRow_UserFragment, UserRole } from '../../../graphql/generated';
import { AppForm } from '../../forms/components/app-form';
import { SelectField } from '../../forms/components/fields';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { roleOptions, roleSchema, userDisplayName, type RoleFormValues } from '../users-rules';

const StyledActions = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  flex-wrap: wrap;
`;

interface ManageRoleDialogProps {
  user: AdminUserRow_UserFragment;
  onClose: () => void;
  /** Resolves when the role is changed (the dialog then closes), rejects to keep it open. */
  onSubmit: (role: UserRole) => Promise<void>;
}

/** Manage Role (accounts spec §2): the user's role, User or Admin; saving the role they have is not offered. */
export function ManageRoleDialog({ user, onClose, onSubmit }: ManageRoleDialogProps) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'adminUsers.manageRole' });
  return (
    <Dialog
      open
      onClose={onClose}
      title={title}
      description={intl.formatMessage(
        { id: 'adminUsers.userWithEmail' },
        { name: userDisplayName(user), email: user.email },
      )}
    >
      <AppForm<RoleFormValues>
        initialValues={{ role: user.role }}
        schema={roleSchema}
        aria-label={title}
        onSubmit={async (values) => {
          try {
            await onSubmit(values.role as UserRole);
            onClose();
          } catch {
            // The caller showed the server's reason; the dialog stays open.
          }
        }}
      >
        {({ isSubmitting, values }) => (
          <>
            <SelectField
              name="role"
              label={intl.formatMessage({ id: 'adminUsers.col.role' })}
              options={roleOptions(intl)}
              hint={intl.formatMessage({ id: 'adminUsers.roleHint' })}
            />
            <StyledActions>
              <StyledButton type="button" $variant="ghost" onClick={onClose}>
                <FormattedMessage id="adminUsers.cancel" />
              </StyledButton>
              <StyledButton type="submit" disabled={isSubmitting || values.role === user.role}>
                <FormattedMessage id={isSubmitting ? 'adminUsers.updating' : 'adminUsers.updateRole'} />
              </StyledButton>
            </StyledActions>
          </>
        )}
      </AppForm>
    </Dialog>
  );
}
