import { useId } from 'react';
import styled from 'styled-components';
import type { AdminUserRow_UserFragment } from '../../../graphql/generated';
import { relativeTime } from '../../../lib/relative-time';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { Icon } from '../../ui/components/icon';
import { isOwnAccount, lastLoginLabel, roleLabel, userDisplayName, USERS_MESSAGES } from '../users-rules';

// The table scrolls sideways inside its own frame on a phone, never the page.
const StyledScroll = styled.div`
  position: relative;
  overflow-x: auto;
  min-width: 0;
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
  }
`;

const StyledTable = styled.table<{ $busy: boolean }>`
  width: 100%;
  min-width: 900px;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  opacity: ${({ $busy }) => ($busy ? 0.6 : 1)};
  transition: opacity 0.15s ease;
  th,
  td {
    text-align: left;
    padding: ${({ theme }) => `${theme.space.sm} ${theme.space.md}`};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    vertical-align: middle;
  }
  th {
    font-size: ${({ theme }) => theme.fontSizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
    text-transform: uppercase;
    letter-spacing: 0.04em;
  }
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
    <StyledScroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <span id={ownNoteId} className="visually-hidden">
        {USERS_MESSAGES.ownAccount}
      </span>
      <StyledTable data-testid="users-table" $busy={busy} aria-busy={busy}>
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
                <td>{user.email}</td>
                <td>
                  <StyledRole>
                    <StyledBadge $tone={user.role === 'admin' ? 'primary' : 'neutral'}>
                      {roleLabel(user.role)}
                    </StyledBadge>
                    {user.role === 'admin' ? <Icon name="shield" size={16} label="Administrator" /> : null}
                  </StyledRole>
                </td>
                <td>
                  <StyledBadge $tone={user.isActive ? 'success' : 'danger'}>
                    {user.isActive ? 'Active' : 'Inactive'}
                  </StyledBadge>
                </td>
                <td className="number">{user.loginCount}</td>
                <td className="time" title={user.lastLoginAt ? new Date(user.lastLoginAt).toLocaleString() : undefined}>
                  {lastLoginLabel(user.lastLoginAt, now)}
                </td>
                <td className="time" title={new Date(user.createdAt).toLocaleString()}>
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
    </StyledScroll>
  );
}
