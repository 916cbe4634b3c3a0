import type { Frequency } from '@foodhub/domain';

/**
 * What the details page shows of the user's own entries (spec part 1 §2 'Solution Details',
 * card 1). Every field may be missing: only the ones that exist are shown.
 */
export interface CompanyProfileView {
  name?: string | null;
  businessCategory?: string | null;
  naceCodes?: { code: string; description?: string | null }[] | null;
  description?: string | null;
  location?: {
    address?: string | null;
    postalCode?: string | null;
    city?: string | null;
    country?: string | null;
  } | null;
}

export interface SurplusView {
  surplusName?: string | null;
  amount?: { value?: number | null; unit?: string | null } | null;
  frequency?: Frequency | null;
  foodGroups?: string[] | null;
  foodSubgroups?: string[] | null;
  seasonal?: boolean | null;
  monthlyCapacities?:
    { name?: string | null; capacity?: number | null; active?: boolean | null }[] | null;
}
