import type { UserInfo } from '@foodhub/contracts';
import type { User } from '@foodhub/db';

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
  };
}
