import type { AccountType } from '@foodhub/contracts';
import type { BusinessCategory } from '@foodhub/domain';
import { useQuery } from '@tanstack/react-query';
import { userInfoQueryOptions } from '../api/user-info';
import { useSessionStore } from '../stores/session-store';

/** The business category of individuals (spec part 1 §5), kept by its English name. */
export const PRIVATE_PERSON: BusinessCategory = 'Private Person';

/**
 * Whether the user is a private person, so the tool speaks to them, not to a company: the
 * business category of step 1 says so when one is given ('Private Person'); without one, the
 * account type does (individual, shown as Private Person).
 */
export function isPrivatePerson(
  businessCategory: string | null | undefined,
  accountType: AccountType | null | undefined,
): boolean {
  const category = businessCategory?.trim().toLowerCase() ?? '';
  if (category) return category === PRIVATE_PERSON.toLowerCase();
  return accountType === 'individual';
}

/**
 * isPrivatePerson for the signed-in user: the account (GET /user/info, one cached copy with
 * Account Settings) is asked only when the category leaves it open. Until it answers, the
 * company wording of the spec stays.
 */
export function usePrivatePerson(businessCategory: string | null | undefined): boolean {
  const isLoggedIn = useSessionStore((s) => s.isLoggedIn);
  const needsAccount = isLoggedIn && !businessCategory?.trim();
  const account = useQuery({ ...userInfoQueryOptions(), enabled: needsAccount });
  return isPrivatePerson(businessCategory, needsAccount ? account.data?.accountType : null);
}
