import type { TransportForm } from '../store';

/** The weight field's rule (spec part 2 §5): a positive number, at least the surplus amount. */
export function minimumWeightKg(surplusKg: number | null): number {
  return surplusKg !== null && surplusKg > 0 ? surplusKg : 1;
}

/** The weight a new surplus starts with: its amount (none without one). */
export function defaultWeightKg(surplusKg: number | null): number | null {
  return surplusKg !== null && surplusKg > 0 ? surplusKg : null;
}

/**
 * The transport form for the current surplus: the weight set or typed for another surplus (an
 * earlier analysis) gives way to the current amount; one typed for this surplus stays. A form
 * kept before the form recorded its surplus keeps a weight that is valid for this surplus.
 * Returns the form itself when nothing changes.
 */
export function followSurplus(form: TransportForm, surplusKg: number | null): TransportForm {
  const current = surplusKg ?? null;
  if (form.weightForKg === current) return form;
  const keeps =
    form.weightForKg === undefined &&
    form.weightKg !== null &&
    form.weightKg >= minimumWeightKg(current);
  return {
    ...form,
    weightKg: keeps ? form.weightKg : defaultWeightKg(current),
    weightForKg: current,
  };
}

/** Why Calculate Transport cannot run yet, or null when it can. */
export type CalculateBlocker = 'weight' | 'addresses';

export function calculateBlocker(form: {
  source: string;
  destination: string;
  weightKg: number | null;
  minimumKg: number;
}): CalculateBlocker | null {
  if (form.weightKg === null || form.weightKg < form.minimumKg) return 'weight';
  if (form.source.trim() === '' || form.destination.trim() === '') return 'addresses';
  return null;
}
