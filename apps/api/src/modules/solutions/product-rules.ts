import type { EndUse } from '@foodhub/domain';
import type { BusinessProfile } from './business-profile';
import type { SafetyRule } from './safety-rules';
import type { SurplusProfile } from './surplus-profile';

/**
 * Rules for particular products, beside the general safety rules: the first rule that closes
 * this end use to this product, or null when none does.
 */
export function productExclusion(
  _endUse: EndUse,
  _surplus: SurplusProfile,
  _business: BusinessProfile,
): SafetyRule | null {
  return null;
}
