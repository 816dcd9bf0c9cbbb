import { useState } from 'react';
import { FormattedMessage, useIntl } from 'react-intl';
import styled from 'styled-components';
import type { AdminUserRow_UserFragment, UserRole } from '../../../graphql/generated';
import { MessagesArea } from '../../../i18n/messages-area';
import { useCurrentUser } from '../../session/use-current-user';
import { useToast } from '../../toast/hooks/use-toast';
import { StyledButton } from '../../ui/components/button';
import { StyledMuted, StyledStack } from '../../ui/components/layout-primitives';
import { StyledInput, StyledLabel } from '../../ui/components/native-select';
import { StyledSkeleton } from '../../ui/components/skeleton';
import { StatePanel } from '../../ui/components/state-panel';
import { useDebouncedValue } from '../hooks/use-debounced-value';
import { useUserAccountActions } from '../hooks/use-user-account-actions';
import { useUserAnalytics } from '../hooks/use-user-analytics';
import {
  activeChangeCopy,
  roleUpdatedToast,
  SEARCH_DEBOUNCE_MS,
  USERS_MESSAGES,
  usersFailureToast,
} from '../users-rules';
import { ActiveChangeDialog } from './active-change-dialog';
import { ManageRoleDialog } from './manage-role-dialog';
import { UsersPager } from './users-pager';
import { UsersSummaryCards } from './users-summary-cards';
import { UsersTable } from './users-table';

const StyledHead = styled.div`
  h2 {
    font-size: ${({ theme }) => theme.fontSizes.xl};
  }
`;

const StyledSearch = styled.div`
  max-width: 420px;
`;

type Row = AdminUserRow_UserFragment;

/**
 * The admin panel's Users tab (accounts spec §2): the summary cards, a search over names, emails and usernames,
 * the users a page at a time, Manage Role and Deactivate / Reactivate. Its own chunk: only admins download it,
 * with its words (the `adminUsers` area).
 */
export default function UsersTab() {
  return (
    <MessagesArea area="adminUsers">
      <UserManagement />
    </MessagesArea>
  );
}

function UserManagement() {
  const intl = useIntl();
  const { user: me } = useCurrentUser();
  const [searchText, setSearchText] = useState('');
  const search = useDebouncedValue(searchText.trim(), SEARCH_DEBOUNCE_MS);
  // The page belongs to the search it was chosen for: a new search starts on its first page.
  const [paging, setPaging] = useState({ search: '', page: 1 });
  const page = paging.search === search ? paging.page : 1;
  const { analytics, error, loading, refetch } = useUserAnalytics(search, page);
  const { changeRole, setActive } = useUserAccountActions();
  const toast = useToast();
  const [managing, setManaging] = useState<Row | null>(null);
  const [toggling, setToggling] = useState<Row | null>(null);

  const onChangeRole = async (user: Row, role: UserRole) => {
    try {
      await changeRole(user.id, role);
      toast(roleUpdatedToast(intl));
    } catch (failure) {
      toast(usersFailureToast(intl, USERS_MESSAGES.roleFallback, failure));
      throw failure;
    }
  };

  const onToggleActive = async (user: Row) => {
    try {
      await setActive(user.id, !user.isActive);
      toast(activeChangeCopy(intl, user).done);
    } catch (failure) {
      toast(usersFailureToast(intl, USERS_MESSAGES.statusFallback, failure));
      throw failure;
    }
  };

  if (analytics === null && error) {
    return (
      <StatePanel
        tone="danger"
        title={intl.formatMessage({ id: USERS_MESSAGES.loadFailed })}
        message={intl.formatMessage({ id: 'adminUsers.loadFailedHint' })}
        actions={
          <StyledButton onClick={() => void refetch().catch(() => undefined)}>
            <FormattedMessage id="adminUsers.tryAgain" />
          </StyledButton>
        }
      />
    );
  }
  if (analytics === null) {
    return (
      <StyledStack $gap="md" aria-busy="true">
        <StyledSkeleton $height="88px" />
        <StyledSkeleton $height="320px" />
      </StyledStack>
    );
  }

  return (
    <StyledStack $gap="lg">
      <StyledHead>
        <h2>
          <FormattedMessage id="adminUsers.title" />
        </h2>
        <StyledMuted>
          <FormattedMessage id="adminUsers.lead" />
        </StyledMuted>
      </StyledHead>
      <UsersSummaryCards figures={analytics} />
      <StyledSearch role="search">
        <StyledLabel htmlFor="users-search">
          <FormattedMessage id="adminUsers.search" />
        </StyledLabel>
        <StyledInput
          id="users-search"
          type="search"
          placeholder={intl.formatMessage({ id: 'adminUsers.searchHint' })}
          maxLength={100}
          value={searchText}
          onChange={(event) => setSearchText(event.target.value)}
        />
      </StyledSearch>
      {analytics.users.length === 0 ? (
        <StatePanel
          icon="users"
          title={intl.formatMessage({ id: search ? 'adminUsers.noMatches' : 'adminUsers.noUsers' }, { search })}
        />
      ) : (
        <UsersTable
          users={analytics.users}
          currentUserId={me?.id}
          busy={loading}
          onManageRole={setManaging}
          onToggleActive={setToggling}
        />
      )}
      <UsersPager
        page={analytics.page}
        pageSize={analytics.pageSize}
        matchingUsers={analytics.matchingUsers}
        shown={analytics.users.length}
        onPage={(next) => setPaging({ search, page: next })}
      />
      {managing ? (
        <ManageRoleDialog
          user={managing}
          onClose={() => setManaging(null)}
          onSubmit={(role) => onChangeRole(managing, role)}
        />
      ) : null}
      {toggling ? (
        <ActiveChangeDialog
          user={toggling}
          onClose={() => setToggling(null)}
          onConfirm={() => onToggleActive(toggling)}
        />
      ) : null}
    </StyledStack>
  );
}
