import styled from 'styled-components';
import type { AdminUserRow_UserFragment, UserRole } from '../../../graphql/generated';
import { AppForm } from '../../forms/components/app-form';
import { SelectField } from '../../forms/components/fields';
import { StyledButton } from '../../ui/components/button';
import { Dialog } from '../../ui/components/dialog';
import { ROLE_OPTIONS, roleSchema, userDisplayName, type RoleFormValues } from '../users-rules';

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
  return (
    <Dialog open onClose={onClose} title="Manage Role" description={`${userDisplayName(user)} (${user.email})`}>
      <AppForm<RoleFormValues>
        initialValues={{ role: user.role }}
        schema={roleSchema}
        aria-label="Manage Role"
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
              label="Role"
              options={ROLE_OPTIONS}
              hint="Admins open the admin panel and manage every account."
            />
            <StyledActions>
              <StyledButton type="button" $variant="ghost" onClick={onClose}>
                Cancel
              </StyledButton>
              <StyledButton type="submit" disabled={isSubmitting || values.role === user.role}>
                {isSubmitting ? 'Updating…' : 'Update Role'}
              </StyledButton>
            </StyledActions>
          </>
        )}
      </AppForm>
    </Dialog>
  );
}
