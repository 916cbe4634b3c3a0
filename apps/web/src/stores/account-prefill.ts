import type { UpdateProfileRequest, UserInfo } from '@foodhub/contracts';
import type { QueryClient } from '@tanstack/react-query';
import { userInfoQueryOptions } from '../api/user-info';
import type { CompanyLocation, CompanyProfile } from './stepper-data';
import { useStepperStore } from './stepper-store';

/**
 * Step 1 and the account: the registration holds the company name (company accounts) and the
 * address, which the company step can fill in, and to which the step's entries can be saved
 * (docs/decisions.md: prefill from the account).
 */
export const ACCOUNT_FIELDS = ['name', 'address', 'city', 'postalCode', 'country'] as const;
export type AccountField = (typeof ACCOUNT_FIELDS)[number];

/** The account's values for the step's fields; a private person's account has no company name. */
export function accountValues(user: UserInfo): Record<AccountField, string> {
  return {
    name: user.accountType === 'company' ? (user.company ?? '').trim() : '',
    address: user.streetAddress.trim(),
    city: user.city.trim(),
    postalCode: user.postalCode.trim(),
    country: user.country.trim(),
  };
}

const stepValue = (profile: CompanyProfile, field: AccountField): string =>
  (field === 'name' ? profile.name : profile.location[field]).trim();

export interface AccountFill {
  name?: string;
  location: Partial<CompanyLocation>;
  /** The fields filled in. */
  filled: AccountField[];
  /** The fields that kept their own, different value. */
  kept: AccountField[];
  /** The fields that already hold the account's value. */
  same: AccountField[];
}

/** Fills the empty fields from the account; a field with a value stays as the user typed it. */
export function fillFromAccount(profile: CompanyProfile, user: UserInfo): AccountFill {
  const values = accountValues(user);
  const fill: AccountFill = { location: {}, filled: [], kept: [], same: [] };
  for (const field of ACCOUNT_FIELDS) {
    const value = values[field];
    const current = stepValue(profile, field);
    if (!value) continue;
    if (current === value) {
      fill.same.push(field);
      continue;
    }
    if (current) {
      fill.kept.push(field);
      continue;
    }
    if (field === 'name') fill.name = value;
    else fill.location[field] = value;
    fill.filled.push(field);
  }
  return fill;
}

/** Puts a fill into the stepper store. */
export function applyAccountFill(fill: AccountFill): void {
  const { setCompanyProfile, setCompanyLocation } = useStepperStore.getState();
  if (fill.name !== undefined) setCompanyProfile({ name: fill.name });
  if (Object.keys(fill.location).length > 0) setCompanyLocation(fill.location);
}

/** Reads the account (GET /user/info, cached) and fills the step's empty fields from it. */
export async function prefillFromAccount(queryClient: QueryClient): Promise<AccountFill> {
  const user = await queryClient.fetchQuery(userInfoQueryOptions());
  const fill = fillFromAccount(useStepperStore.getState().companyProfile, user);
  applyAccountFill(fill);
  return fill;
}

export interface ProfileSave {
  /** PUT /user/profile's body: the account as it is, with the step's non-empty values. */
  request: UpdateProfileRequest;
  /** The fields whose value the save changes. */
  changed: AccountField[];
}

/**
 * Saving the step to the account: the step's company name (a company account's only) and address
 * replace the account's; an empty field of the step keeps the account's value, since the profile
 * needs every address field. Names, account type and e-mail stay as they are.
 */
export function profileSaveOf(user: UserInfo, profile: CompanyProfile): ProfileSave {
  const values = accountValues(user);
  const pick = (field: AccountField, fallback: string) => stepValue(profile, field) || fallback;
  const isCompany = user.accountType === 'company';
  const request: UpdateProfileRequest = {
    firstName: user.firstName,
    lastName: user.lastName,
    streetAddress: pick('address', user.streetAddress),
    city: pick('city', user.city),
    postalCode: pick('postalCode', user.postalCode),
    country: pick('country', user.country),
    accountType: user.accountType,
    company: isCompany ? pick('name', user.company ?? '') : null,
  };
  const changed = ACCOUNT_FIELDS.filter((field) => {
    if (field === 'name' && !isCompany) return false;
    const value = stepValue(profile, field);
    return value !== '' && value !== values[field];
  });
  return { request, changed };
}
