import { describe, expect, it } from 'vitest';
import {
  amountPerPeriod,
  donationFromSurplus,
  donationsPerPeriod,
  estimateSupply,
  WEEKS_PER_MONTH,
  WEEKS_PER_YEAR,
  type DonationInput,
} from './amount-per-period';
import { MONTH_NAMES } from './frequency';

// Expected numbers are written out by hand, not recomputed with the module's formulas.

const months = (active: Record<number, number>) =>
  MONTH_NAMES.map((name, i) => ({
    name,
    capacity: active[i] ?? 100,
    active: i in active,
  }));

describe('constants', () => {
  it('has the spec values: 4.345 weeks a month, 52 a year', () => {
    expect(WEEKS_PER_MONTH).toBe(4.345);
    expect(WEEKS_PER_YEAR).toBe(52);
  });
});

describe('donationFromSurplus', () => {
  const entry = {
    amount: { value: 40, unit: 'kg' },
    frequency: { times: 2, interval: 'week' as const },
    seasonal: true,
    monthlyCapacities: months({ 5: 50 }),
  };

  it('reads the amount, frequency, seasonal flag and months of the entry', () => {
    expect(donationFromSurplus(entry)).toEqual({
      amountKg: 40,
      frequency: { times: 2, interval: 'week' },
      seasonal: true,
      monthlyCapacities: months({ 5: 50 }),
    });
  });

  it.each([
    ['no amount', { ...entry, amount: { value: null } }],
    ['amount 0', { ...entry, amount: { value: 0 } }],
    ['a negative amount', { ...entry, amount: { value: -3 } }],
    ['NaN', { ...entry, amount: { value: Number.NaN } }],
    ['no amount object', { ...entry, amount: null }],
  ])('is null for %s', (_label, input) => {
    expect(donationFromSurplus(input)).toBeNull();
  });

  it('is null without an entry', () => {
    expect(donationFromSurplus(null)).toBeNull();
    expect(donationFromSurplus(undefined)).toBeNull();
  });

  it.each([[0], [0.5], [Number.NaN], [null], [undefined]])('counts times %s as 1', (times) => {
    const donation = donationFromSurplus({ ...entry, frequency: { times, interval: 'month' } });
    expect(donation?.frequency).toEqual({ times: 1, interval: 'month' });
  });

  it("defaults the interval to 'once' and fills missing month fields", () => {
    const donation = donationFromSurplus({
      amount: { value: 5 },
      frequency: { times: 3 },
      monthlyCapacities: [{ name: null, capacity: null, active: true }],
    });
    expect(donation).toEqual({
      amountKg: 5,
      frequency: { times: 3, interval: 'once' },
      seasonal: false,
      monthlyCapacities: [{ name: '#1', capacity: 100, active: true }],
    });
  });
});

describe('donationsPerPeriod and amountPerPeriod: the week', () => {
  const donation = (overrides: Partial<DonationInput> = {}): DonationInput => ({
    amountKg: 40,
    frequency: { times: 2, interval: 'week' },
    seasonal: false,
    monthlyCapacities: months({}),
    ...overrides,
  });

  it('weekly: times a week', () => {
    expect(donationsPerPeriod(donation(), 'week')).toBe(2);
    expect(amountPerPeriod(donation(), 'week')).toBe(80);
    expect(amountPerPeriod(donation(), 'month')).toBeCloseTo(347.6, 10); // 80 × 4.345
    expect(amountPerPeriod(donation(), 'year')).toBe(4160); // 80 × 52
    expect(amountPerPeriod(donation(), 'once')).toBe(40);
  });

  it('monthly: times / 4.345 a week', () => {
    const monthly = donation({ frequency: { times: 2, interval: 'month' } });
    expect(donationsPerPeriod(monthly, 'week')).toBeCloseTo(0.460299194, 8); // 2 / 4.345
    expect(amountPerPeriod(monthly, 'week')).toBeCloseTo(18.41196778, 7); // 80 / 4.345
  });

  it('yearly: times / 52 a week', () => {
    const yearly = donation({ frequency: { times: 26, interval: 'year' } });
    expect(donationsPerPeriod(yearly, 'week')).toBeCloseTo(0.5, 10);
  });

  it('seasonal: a week in season, at the mean capacity of the active months', () => {
    // June 100 %, July 50 %, August 150 %: mean 100 %; then June 50 %, July 50 %: mean 50 %.
    const full = donation({ seasonal: true, monthlyCapacities: months({ 5: 100, 6: 50, 7: 150 }) });
    expect(donationsPerPeriod(full, 'week')).toBe(2);
    const half = donation({ seasonal: true, monthlyCapacities: months({ 5: 50, 6: 50 }) });
    expect(donationsPerPeriod(half, 'week')).toBeCloseTo(1, 10);
    // 6 yearly donations in 2 active months at 50 %: 6 / 52 × 0.5 × 12 / 2 = 0.346 a week in season.
    const yearly = { ...half, frequency: { times: 6, interval: 'year' as const } };
    expect(donationsPerPeriod(yearly, 'week')).toBeCloseTo(0.346153846, 8);
  });

  it('a one-time surplus has no week', () => {
    const once = donation({ frequency: { times: 1, interval: 'once' } });
    expect(() => donationsPerPeriod(once, 'week')).toThrow(/one-time surplus/);
  });

  it('checks its input', () => {
    expect(() => donationsPerPeriod(donation({ amountKg: 0 }), 'week')).toThrow(RangeError);
  });
});

describe('estimateSupply', () => {
  it('is null without an amount', () => {
    expect(estimateSupply({ frequency: { times: 1, interval: 'week' } })).toBeNull();
    expect(estimateSupply(null)).toBeNull();
  });

  it('takes a weekly amount as it is', () => {
    expect(
      estimateSupply({ amount: { value: 100 }, frequency: { times: 2, interval: 'week' } }),
    ).toEqual({ kgPerWeek: 200, oneOff: false, activeMonths: [] });
  });

  it('divides a monthly amount by 4.345 weeks', () => {
    const supply = estimateSupply({
      amount: { value: 434.5 },
      frequency: { times: 1, interval: 'month' },
    })!;
    expect(supply.kgPerWeek).toBeCloseTo(100, 10);
  });

  it('takes a one-off surplus whole (amount × times)', () => {
    expect(
      estimateSupply({
        amount: { value: 800 },
        frequency: { times: 2, interval: 'once' },
        seasonal: true,
        monthlyCapacities: [{ name: 'June', capacity: 50, active: true }],
      }),
    ).toEqual({ kgPerWeek: 1600, oneOff: true, activeMonths: ['June'] });
    expect(estimateSupply({ amount: { value: 800 } })).toEqual({
      kgPerWeek: 800,
      oneOff: true,
      activeMonths: [],
    });
  });

  it('scales a seasonal amount by the mean capacity of the active months', () => {
    const supply = estimateSupply({
      amount: { value: 100 },
      frequency: { times: 2, interval: 'week' },
      seasonal: true,
      monthlyCapacities: [
        { name: 'June', capacity: 50, active: true },
        { name: 'July', capacity: null, active: true },
        { name: 'August', capacity: 10, active: false },
      ],
    })!;
    expect(supply.kgPerWeek).toBeCloseTo(150, 10); // 200 × (50 + 100) / 2 %
    expect(supply.activeMonths).toEqual(['June', 'July']);
  });

  it('gives the week of amountPerPeriod for a recurring surplus', () => {
    const entry = {
      amount: { value: 37 },
      frequency: { times: 3, interval: 'month' as const },
      seasonal: true,
      monthlyCapacities: months({ 2: 80, 3: 120, 4: 40 }),
    };
    expect(estimateSupply(entry)!.kgPerWeek).toBe(
      amountPerPeriod(donationFromSurplus(entry)!, 'week'),
    );
  });

  it('does not throw on an entry the report would refuse', () => {
    const supply = estimateSupply({
      amount: { value: 10 },
      frequency: { times: 1, interval: 'week' },
      seasonal: true,
      monthlyCapacities: [{ name: 'June', capacity: -100, active: true }],
    });
    expect(supply?.kgPerWeek).toBe(-10);
  });
});
