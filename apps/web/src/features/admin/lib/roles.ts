import { useTranslation } from 'react-i18next';

/** Roles as a sentence names them ('admin', 'provider'); no role at all is the spec's 'User'. */
export function useRoleNames() {
  const { t } = useTranslation('admin');
  // A role this client does not know yet is shown as the API names it.
  const roleName = (role: string) => t(`roleNames.${role}`, { defaultValue: role });
  return {
    roleName,
    roleList: (roles: readonly string[]) =>
      roles.length > 0 ? roles.map(roleName).join(', ') : t('roleNames.user'),
  };
}
