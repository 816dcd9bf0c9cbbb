import { useId } from 'react';
import { formatDateTime } from '../../../lib/dates';
import styled from 'styled-components';
import type { AdminUserRow_UserFragment } from '../../../graphql/generated';
import { relativeTime } from '../../../lib/relative-time';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { StyledDataTable, StyledTableScroll } from '../../ui/components/data-table';
import { Icon } from '../../ui/components/icon';
import { isOwnAccount, lastLoginLabel, roleLabel, userDisplayName, USERS_MESSAGES } from '../users-rules';

const StyledTable = styled(StyledDataTable)`
  td.number {
    font-variant-numeric: tabular-nums;
  }
  td.time {
    white-space: nowrap;
  }
`;

const StyledName = styled.div`
  font-weight: ${({ theme }) => theme.fontWeights.semibold};
`;

const StyledSub = styled.div`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
`;

const StyledRole = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  color: ${({ theme }) => theme.colors.primary};
`;

const StyledActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
  flex-wrap: wrap;
`;

interface UsersTableProps {
  users: readonly AdminUserRow_UserFragment[];
  currentUserId: number | undefined;
  busy: boolean;
  onManageRole: (user: AdminUserRow_UserFragment) => void;
  onToggleActive: (user: AdminUserRow_UserFragment) => void;
}

/**
 * The users table (accounts spec §2): User, Email, Role (a shield beside an admin's badge), Status, Login Count,
 * Last Login ('Never' or a relative time), Joined, and the actions. The admin's own row has its actions off.
 */
export function UsersTable({ users, currentUserId, busy, onManageRole, onToggleActive }: UsersTableProps) {
  const captionId = useId();
  const ownNoteId = useId();
  const now = new Date();
  return (
    <StyledTableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <span id={ownNoteId} className="visually-hidden">
        {USERS_MESSAGES.ownAccount}
      </span>
      <StyledTable data-testid="users-table" $minWidth="900px" $cards $busy={busy} aria-busy={busy}>
        <caption id={captionId} className="visually-hidden">
          Users
        </caption>
        <thead>
          <tr>
            <th scope="col">User</th>
            <th scope="col">Email</th>
            <th scope="col">Role</th>
            <th scope="col">Status</th>
            <th scope="col">Login Count</th>
            <th scope="col">Last Login</th>
            <th scope="col">Joined</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const name = userDisplayName(user);
            const own = isOwnAccount(user, currentUserId);
            return (
              <tr key={user.id} data-testid="user-row" data-user-id={user.id}>
                <td>
                  <StyledName>
                    {name}
                    {own ? ' (you)' : ''}
                  </StyledName>
                  <StyledSub>@{user.username}</StyledSub>
                </td>
                <td data-label="Email">{user.email}</td>
                <td data-label="Role">
                  <StyledRole>
                    <StyledBadge $tone={user.role === 'admin' ? 'primary' : 'neutral'}>
                      {roleLabel(user.role)}
                    </StyledBadge>
                    {user.role === 'admin' ? <Icon name="shield" size={16} label="Administrator" /> : null}
                  </StyledRole>
                </td>
                <td data-label="Status">
                  <StyledBadge $tone={user.isActive ? 'success' : 'danger'}>
                    {user.isActive ? 'Active' : 'Inactive'}
                  </StyledBadge>
                </td>
                <td className="number" data-label="Login Count">
                  {user.loginCount}
                </td>
                <td
                  className="time"
                  data-label="Last Login"
                  title={user.lastLoginAt ? formatDateTime(user.lastLoginAt) : undefined}
                >
                  {lastLoginLabel(user.lastLoginAt, now)}
                </td>
                <td className="time" data-label="Joined" title={formatDateTime(user.createdAt)}>
                  {relativeTime(user.createdAt, now)}
                </td>
                <td>
                  <StyledActions>
                    <StyledButton
                      $size="sm"
                      $variant="outline"
                      disabled={own}
                      aria-describedby={own ? ownNoteId : undefined}
                      aria-label={`Manage role of ${name}`}
                      onClick={() => onManageRole(user)}
                    >
                      Manage Role
                    </StyledButton>
                    <StyledButton
                      $size="sm"
                      $variant={user.isActive ? 'ghost' : 'outline'}
                      disabled={own}
                      aria-describedby={own ? ownNoteId : undefined}
                      aria-label={`${user.isActive ? 'Deactivate' : 'Reactivate'} ${name}`}
                      onClick={() => onToggleActive(user)}
                    >
                      {user.isActive ? 'Deactivate' : 'Reactivate'}
                    </StyledButton>
                  </StyledActions>
                </td>
              </tr>
            );
          })}
        </tbody>
      </StyledTable>
    </StyledTableScroll>
  );
}
