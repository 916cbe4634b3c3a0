import { AccountMenu } from './account-menu';
import { LanguageMenu } from './language-menu';

/** The header's language and account menus, one chunk (header.tsx loads it). */
export function HeaderMenus() {
  return (
    <>
      <LanguageMenu />
      <AccountMenu />
    </>
  );
}
