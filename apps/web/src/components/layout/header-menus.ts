// The header's menus, loaded as one chunk (header.tsx; main.tsx starts it with the page's code).
export { AccountMenu } from './account-menu';
export { LanguageMenu } from './language-menu';
