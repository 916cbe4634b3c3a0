import { MONTHLY_CAPACITY_DEFAULT, type Frequency } from './frequency';

/** How much surplus there is, in the unit providers think in: kilograms per week. */
export interface SupplyEstimate {
  /** A single batch (interval once): the batch size; otherwise the weekly amount. */
  kgPerWeek: number;
  oneOff: boolean;
  /** Active months of a seasonal surplus (names as the form keeps them), else empty. */
  activeMonths: string[];
}

/** The parts of the surplus entry (spec part 1 §3 'wasteInfo') the estimate reads. */
export interface SupplyInput {
  amount?: { value?: number | null } | null;
  frequency?: Frequency | null;
  seasonal?: boolean | null;
  monthlyCapacities?:
    { name?: string | null; capacity?: number | null; active?: boolean | null }[] | null;
}

const WEEKS_PER_MONTH = 52 / 12;

/**
 * Kilograms per week of a surplus, used by the matching engine and by the provider list to judge
 * capacities. Null when no amount is given: the quantity then does not count.
 */
export function estimateSupply(waste: SupplyInput | null | undefined): SupplyEstimate | null {
  const amount = waste?.amount?.value;
  if (amount === null || amount === undefined || !(amount > 0)) return null;
  const times = waste?.frequency?.times ?? 1;
  const interval = waste?.frequency?.interval ?? 'once';
  let kgPerWeek = amount * times;
  if (interval === 'month') kgPerWeek = (amount * times) / WEEKS_PER_MONTH;
  const active = waste?.seasonal ? (waste.monthlyCapacities ?? []).filter((m) => m.active) : [];
  if (active.length > 0 && interval !== 'once') {
    // In season the weekly amount is scaled by the months' capacity (100 % = the whole amount).
    const share =
      active.reduce((sum, m) => sum + (m.capacity ?? MONTHLY_CAPACITY_DEFAULT), 0) /
      active.length /
      100;
    kgPerWeek *= share;
  }
  return {
    kgPerWeek,
    oneOff: interval === 'once',
    activeMonths: active.map((m, i) => m.name ?? `#${i + 1}`),
  };
}
