import { Badge, Menu } from '@mantine/core';
import {
  IconBuildingStore,
  IconChartBar,
  IconFileText,
  IconInbox,
  IconLogout,
  IconPackage,
  IconSettings,
  IconSend,
  IconShieldLock,
  IconTrash,
} from '@tabler/icons-react';
import type { UserInfo } from '@foodhub/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { isNoProvider, providerOffersQueryOptions, waitingOffers } from '../../api/provider-offers';
import { userInfoQueryOptions } from '../../api/user-info';
import { ACCESS_TOKEN_COOKIE } from '../../config/browser-storage';
import { pathTo } from '../../config/paths';
import { readCookie } from '../../lib/cookies';
import { useLogout } from '../../hooks/use-logout';
import { useSessionStore } from '../../stores/session-store';
import { AccountButton, LoginButton } from './header-buttons';

/** What the menu needs of the account: the admin role, and whether it is a company's. */
type MenuAccount = Pick<UserInfo, 'roles' | 'accountType'>;

/**
 * Logged out: a Login button. Logged in: the Account menu of spec part 1 §2, with the user's
 * saved work (My surpluses, My reports, My impact, My offers) and, for a company account, its
 * provider entry (My organisation) and the offers it received before Logout, and the Operator
 * console for accounts with the admin role.
 * Delete Account, destructive, comes last, apart from the rest.
 */
export function AccountMenu() {
  const { t } = useTranslation('common');
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  const navigate = useNavigate();
  const logoutAndLeave = useLogout();
  const logout = () => void logoutAndLeave();
  // The roles and the account type come with GET /user/info, asked when the menu opens (or
  // already held from Account Settings): no page load pays a call for items only some accounts
  // see. Read through the query client rather than useQuery, which would bring the query observer
  // into every page's first download (the home page's budget).
  const queryClient = useQueryClient();
  const [account, setAccount] = useState<MenuAccount | null>(null);
  // How many offers wait for the organisation's answer: the inbox's first page, asked with a
  // company account's menu (the inbox reads the same query), again once it is older than the
  // client's freshness or an answer changed it. An account without a provider entry has no
  // inbox (404 OFFER_NO_PROVIDER): no count, and no error.
  const [waiting, setWaiting] = useState(0);
  if (!isLoggedIn && (account || waiting)) {
    setAccount(null);
    setWaiting(0);
  }
  const loadWaiting = () => {
    // A session whose cookie is gone (another tab logged out, it expired): the count waits for
    // the next login, rather than its 401 ending the session while the user picks an item, whose
    // page then leads to the login and back (hooks/use-logout).
    if (readCookie(ACCESS_TOKEN_COOKIE) === null) return;
    const options = providerOffersQueryOptions();
    const held = queryClient.getQueryData(options.queryKey);
    if (held) setWaiting(waitingOffers(held));
    queryClient.fetchInfiniteQuery(options).then(
      (inbox) => setWaiting(waitingOffers(inbox)),
      (error: unknown) => {
        if (isNoProvider(error)) setWaiting(0);
      },
    );
  };
  const loadAccount = () => {
    const held = queryClient.getQueryData(userInfoQueryOptions().queryKey);
    if (held) setAccount(held);
    queryClient.ensureQueryData(userInfoQueryOptions()).then(
      (info) => {
        setAccount(info);
        if (info.accountType === 'company') loadWaiting();
      },
      () => undefined,
    );
  };
  const isAdmin = isLoggedIn && (account?.roles.includes('admin') ?? false);
  // A private person has no organisation to enter as a provider.
  const isCompany = account?.accountType === 'company';

  if (!isLoggedIn) return <LoginButton />;

  return (
    <Menu
      position="bottom-end"
      shadow="md"
      width={220}
      withinPortal
      withInitialFocusPlaceholder={false}
      onOpen={loadAccount}
    >
      <Menu.Target>
        <AccountButton />
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item
          leftSection={<IconSettings size={16} aria-hidden />}
          onClick={() => void navigate(pathTo('account-settings'))}
        >
          {t('nav.accountSettings')}
        </Menu.Item>
        <Menu.Divider />
        {/* The user's saved work, beside the spec's items. */}
        <Menu.Item
          component={Link}
          to={pathTo('my-surpluses')}
          leftSection={<IconPackage size={16} aria-hidden />}
        >
          {t('nav.mySurpluses')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={pathTo('my-reports')}
          leftSection={<IconFileText size={16} aria-hidden />}
        >
          {t('nav.myReports')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={pathTo('my-impact')}
          leftSection={<IconChartBar size={16} aria-hidden />}
        >
          {t('nav.myImpact')}
        </Menu.Item>
        <Menu.Item
          component={Link}
          to={pathTo('my-offers')}
          leftSection={<IconSend size={16} aria-hidden />}
        >
          {t('nav.myOffers')}
        </Menu.Item>
        {isCompany && (
          <>
            <Menu.Item
              component={Link}
              to={pathTo('my-organisation')}
              leftSection={<IconBuildingStore size={16} aria-hidden />}
            >
              {t('nav.myOrganisation')}
            </Menu.Item>
            <Menu.Item
              component={Link}
              to={pathTo('provider-offers')}
              leftSection={<IconInbox size={16} aria-hidden />}
              rightSection={
                waiting > 0 ? (
                  <Badge size="sm" color="orange" circle={waiting < 10}>
                    {waiting}
                  </Badge>
                ) : undefined
              }
            >
              {t('nav.offersReceived')}
            </Menu.Item>
          </>
        )}
        {isAdmin && (
          <>
            <Menu.Divider />
            <Menu.Item
              component={Link}
              to={pathTo('admin')}
              leftSection={<IconShieldLock size={16} aria-hidden />}
            >
              {t('nav.operatorConsole')}
            </Menu.Item>
          </>
        )}
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} aria-hidden />} onClick={logout}>
          {t('nav.logout')}
        </Menu.Item>
        {/* Last and apart, as it is destructive. Deleting itself happens in the Danger Zone at the
            end of the settings page (spec part 2 §2), to which the item only navigates. */}
        <Menu.Divider role="separator" />
        <Menu.Item
          color="red"
          leftSection={<IconTrash size={16} aria-hidden />}
          onClick={() => void navigate(pathTo('account-settings'))}
        >
          {t('nav.deleteAccount')}
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
