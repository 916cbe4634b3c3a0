import type { AdminUser, Role } from '@foodhub/contracts';
import { Badge, Checkbox, Stack, Text, VisuallyHidden } from '@mantine/core';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { notifyFailure, notifySuccess } from '../../../lib/notify';
import { localizedServerMessage } from '../../../lib/server-text';
import { rolesWith, useSetRoles } from '../api/admin-users';
import { isForbidden, isOwnAdminRole } from '../lib/access';
import { useRoleNames } from '../lib/roles';
import { useDenyOnForbidden } from './admin-access';

/**
 * An account's Admin and Provider checkboxes. Each change sends the whole new role list and
 * shows the answer as a notification; the admin's own Admin box is locked (the API answers 409
 * to it anyway), and an account of ADMIN_EMAILS is marked, as its admin role comes back.
 */
export function UserRoles({
  user,
  isSelf,
  configNoteId,
}: {
  user: AdminUser;
  isSelf: boolean;
  /** The note that explains 'Admin by configuration', for the Admin box to point to. */
  configNoteId: string;
}) {
  const { t } = useTranslation('admin');
  const { t: tc } = useTranslation('common');
  const setRoles = useSetRoles();
  useDenyOnForbidden(setRoles.error);
  const ownNoteId = useId();
  // While a change is on its way the boxes show it; a failure puts the stored roles back.
  const shownRoles: readonly string[] = setRoles.isPending ? setRoles.variables.roles : user.roles;
  const isAdmin = shownRoles.includes('admin');
  const lockedOwnAdmin = isSelf && user.roles.includes('admin');

  const { roleList } = useRoleNames();

  const change = (role: Role, held: boolean) => {
    // One change at a time per account: each sends the whole list, built on the last answer.
    if (setRoles.isPending) return;
    const roles = rolesWith(user.roles, role, held);
    setRoles.mutate(
      { user, roles },
      {
        onSuccess: () =>
          notifySuccess({
            title: t('users.saved'),
            message:
              user.adminByConfig && !roles.includes('admin')
                ? t('users.savedByConfig', { email: user.email, roles: roleList(roles) })
                : t('users.savedText', { email: user.email, roles: roleList(roles) }),
            closeLabel: tc('dialog.close'),
          }),
        onError: (error) => {
          // The layout shows the not-for-you page instead.
          if (isForbidden(error)) return;
          notifyFailure({
            title: t('users.failed', { email: user.email }),
            message: isOwnAdminRole(error)
              ? t('users.ownAdminError')
              : localizedServerMessage(error, t, t('errorText')),
            closeLabel: tc('dialog.close'),
          });
        },
      },
    );
  };

  const describedBy =
    [lockedOwnAdmin ? ownNoteId : null, user.adminByConfig ? configNoteId : null]
      .filter(Boolean)
      .join(' ') || undefined;

  return (
    <Stack gap={6}>
      <Checkbox
        label={
          <>
            {t('users.roleAdmin')} <VisuallyHidden>({user.email})</VisuallyHidden>
          </>
        }
        checked={isAdmin}
        disabled={lockedOwnAdmin}
        aria-describedby={describedBy}
        onChange={(event) => change('admin', event.currentTarget.checked)}
      />
      {lockedOwnAdmin && (
        <Text id={ownNoteId} size="xs" c="dimmed">
          {t('users.ownAdmin')}
        </Text>
      )}
      {user.adminByConfig && (
        <Badge variant="light" color="grape" size="sm" style={{ alignSelf: 'flex-start' }}>
          {t('users.byConfig')}
        </Badge>
      )}
      <Checkbox
        label={
          <>
            {t('users.roleProvider')} <VisuallyHidden>({user.email})</VisuallyHidden>
          </>
        }
        checked={shownRoles.includes('provider')}
        onChange={(event) => change('provider', event.currentTarget.checked)}
      />
    </Stack>
  );
}
