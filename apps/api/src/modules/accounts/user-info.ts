import type { UserInfo } from '@foodhub/contracts';
import type { User } from '@foodhub/db';
import { isSupportedLanguage, type Language } from '@foodhub/domain';

/** The stored interface language, or null until the user chose one (PUT /user/language). */
export function accountLanguage(user: Pick<User, 'language'>): Language | null {
  return isSupportedLanguage(user.language) ? user.language : null;
}

/** The account as GET /user/info and PUT /user/profile answer it (never the hash or ids). */
export function toUserInfo(user: User): UserInfo {
  return {
    email: user.email,
    accountType: user.accountType,
    company: user.company,
    firstName: user.firstName,
    lastName: user.lastName,
    streetAddress: user.streetAddress,
    city: user.city,
    postalCode: user.postalCode,
    country: user.country,
    roles: user.roles,
    emailConfirmed: user.emailConfirmedAt !== null,
    language: accountLanguage(user),
  };
}
