import { useId } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import { formatDateTime } from '../../../lib/dates';
import styled from 'styled-components';
import type { AdminUserRow_UserFragment } from '../../../graphql/generated';
import { StyledBadge } from '../../ui/components/badge';
import { StyledButton } from '../../ui/components/button';
import { StyledDataTable, StyledTableScroll } from '../../ui/components/data-table';
import { Icon } from '../../ui/components/icon';
import { agoLabel, isOwnAccount, lastLoginLabel, roleLabel, userDisplayName, USERS_MESSAGES } from '../users-rules';

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
  const intl = useIntl();
  const now = new Date();
  const col = (key: string) => intl.formatMessage({ id: `adminUsers.col.${key}` });
  return (
    <StyledTableScroll role="region" aria-labelledby={captionId} tabIndex={0}>
      <span id={ownNoteId} className="visually-hidden">
        <FormattedMessage id={USERS_MESSAGES.ownAccount} />
      </span>
      <StyledTable data-testid="users-table" $minWidth="900px" $cards $busy={busy} aria-busy={busy}>
        <caption id={captionId} className="visually-hidden">
          <FormattedMessage id="adminUsers.caption" />
        </caption>
        <thead>
          <tr>
            <th scope="col">{col('user')}</th>
            <th scope="col">{col('email')}</th>
            <th scope="col">{col('role')}</th>
            <th scope="col">{col('status')}</th>
            <th scope="col">{col('loginCount')}</th>
            <th scope="col">{col('lastLogin')}</th>
            <th scope="col">{col('joined')}</th>
            <th scope="col">{col('actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.map((user) => {
            const name = userDisplayName(user);
            const own = isOwnAccount(user, currentUserId);
            return (
              <tr key={user.id} data-testid="user-row" data-user-id={user.id}>
                <td>
                  <StyledName>{own ? <FormattedMessage id="adminUsers.nameYou" values={{ name }} /> : name}</StyledName>
                  <StyledSub>
                    <FormattedMessage id="adminUsers.username" values={{ username: user.username }} />
                  </StyledSub>
                </td>
                <td data-label={col('email')}>{user.email}</td>
                <td data-label={col('role')}>
                  <StyledRole>
                    <StyledBadge $tone={user.role === 'admin' ? 'primary' : 'neutral'}>
                      {roleLabel(intl, user.role)}
                    </StyledBadge>
                    {user.role === 'admin' ? (
                      <Icon name="shield" size={16} label={intl.formatMessage({ id: 'adminUsers.administrator' })} />
                    ) : null}
                  </StyledRole>
                </td>
                <td data-label={col('status')}>
                  <StyledBadge $tone={user.isActive ? 'success' : 'danger'}>
                    <FormattedMessage id={user.isActive ? 'adminUsers.active' : 'adminUsers.inactive'} />
                  </StyledBadge>
                </td>
                <td className="number" data-label={col('loginCount')}>
                  {user.loginCount}
                </td>
                <td
                  className="time"
                  data-label={col('lastLogin')}
                  title={user.lastLoginAt ? formatDateTime(user.lastLoginAt, '—', intl.locale) : undefined}
                >
                  {lastLoginLabel(intl, user.lastLoginAt, now)}
                </td>
                <td
                  className="time"
                  data-label={col('joined')}
                  title={formatDateTime(user.createdAt, '—', intl.locale)}
                >
                  {agoLabel(intl, user.createdAt, now)}
                </td>
                <td>
                  <StyledActions>
                    <StyledButton
                      $size="sm"
                      $variant="outline"
                      disabled={own}
                      aria-describedby={own ? ownNoteId : undefined}
                      aria-label={intl.formatMessage({ id: 'adminUsers.manageRoleOf' }, { name })}
                      onClick={() => onManageRole(user)}
                    >
                      <FormattedMessage id="adminUsers.manageRole" />
                    </StyledButton>
                    <StyledButton
                      $size="sm"
                      $variant={user.isActive ? 'ghost' : 'outline'}
                      disabled={own}
                      aria-describedby={own ? ownNoteId : undefined}
                      aria-label={intl.formatMessage(
                        { id: user.isActive ? 'adminUsers.deactivateName' : 'adminUsers.reactivateName' },
                        { name },
                      )}
                      onClick={() => onToggleActive(user)}
                    >
                      <FormattedMessage id={user.isActive ? 'adminUsers.deactivate' : 'adminUsers.reactivate'} />
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
