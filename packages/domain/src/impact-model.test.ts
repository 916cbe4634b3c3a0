import { describe, expect, it } from 'vitest';
import {
  availablePeriods,
  climateSensitivity,
  roundSignificant,
  calculateImpactReport,
  comparisonKg,
  IMPACT_MODEL_VERSION,
  impactModelConstants,
  productionImpactPerKg,
  TOAST_REFERENCE_PER_KG,
  type ImpactReportInput,
  type ProductImpacts,
} from './impact-model';
import { donationsPerPeriod, type DonationInput } from './amount-per-period';
import { MONTH_NAMES } from './frequency';

// Every expected number below is written out by hand (see docs/impact-model.md, worked example),
// not recomputed with the model's formulas.

const BREAD: ProductImpacts = {
  climate_change: { total: 1.2, consumption: 0.1 },
  water_resource_depletion: { total: 0.9, consumption: 0.05 },
  land_use: { total: 80, consumption: 2 },
};

const noMonths = MONTH_NAMES.map((name) => ({ name, capacity: 100, active: false }));

function donation(overrides: Partial<DonationInput> = {}): DonationInput {
  return {
    amountKg: 40,
    frequency: { times: 1, interval: 'week' },
    seasonal: false,
    monthlyCapacities: noMonths,
    ...overrides,
  };
}

/** The docs' worked example: a bakery donating 40 kg of bread once a week, 25 km, 50 kg. */
const BAKERY: ImpactReportInput = {
  donation: donation(),
  productImpacts: BREAD,
  transport: { distanceKm: 25, weightKg: 50 },
};

const P = 6; // decimal places for toBeCloseTo on the worked example

describe('productionImpactPerKg', () => {
  it('subtracts the consumption stage from the total', () => {
    const { perKg, source } = productionImpactPerKg(BREAD);
    expect(source).toBe('product');
    expect(perKg.co2).toBeCloseTo(1.1, 10);
    expect(perKg.water).toBeCloseTo(0.85, 10);
    expect(perKg.land).toBeCloseTo(78, 10);
  });

  it('counts a missing consumption stage as 0', () => {
    const { perKg, source } = productionImpactPerKg({
      ...BREAD,
      water_resource_depletion: { total: 0.9, consumption: null },
    });
    expect(source).toBe('product');
    expect(perKg.water).toBeCloseTo(0.9, 10);
  });

  it('falls back to the toast reference when impacts are null', () => {
    expect(productionImpactPerKg(null)).toEqual({
      perKg: { co2: 1.55, water: 0.383, land: 93.8 },
      source: 'toast-reference',
    });
  });

  it('falls back to the toast reference for all indicators when any total is null or not finite', () => {
    for (const total of [null, Number.NaN, Number.POSITIVE_INFINITY]) {
      const result = productionImpactPerKg({ ...BREAD, land_use: { total, consumption: 2 } });
      expect(result).toEqual({
        perKg: { co2: 1.55, water: 0.383, land: 93.8 },
        source: 'toast-reference',
      });
    }
  });

  it('does not hand out the shared toast constant', () => {
    productionImpactPerKg(null).perKg.co2 = 99;
    expect(TOAST_REFERENCE_PER_KG.co2).toBe(1.55);
  });
});

describe('calculateImpactReport: the bakery worked example', () => {
  it('once: one donation of 40 kg', () => {
    const r = calculateImpactReport(BAKERY, 'once');
    expect(r.period).toBe('once');
    expect(r.donations).toBe(1);
    expect(r.donatedKg).toBe(40);
    expect(r.perKgSource).toBe('product');

    // 40 × 0.78 × 0.33 = 10.296 kg of new food replaced
    expect(r.indicators.co2.productionSubstitution).toBeCloseTo(11.3256, P);
    expect(r.indicators.co2.wasteTreatmentAvoided).toBeCloseTo(2.216, P);
    expect(r.indicators.co2.avoided).toBeCloseTo(13.5416, P);
    expect(r.indicators.co2.transport).toBeCloseTo(1.975, P);
    expect(r.indicators.co2.additional).toBeCloseTo(1.975, P);
    expect(r.indicators.co2.net).toBeCloseTo(-11.5666, P);

    expect(r.indicators.water.productionSubstitution).toBeCloseTo(8.7516, P);
    expect(r.indicators.water.wasteTreatmentAvoided).toBeCloseTo(1.48, P);
    expect(r.indicators.water.avoided).toBeCloseTo(10.2316, P);
    expect(r.indicators.water.transport).toBeCloseTo(0.20375, P);
    expect(r.indicators.water.additional).toBeCloseTo(0.20375, P);
    expect(r.indicators.water.net).toBeCloseTo(-10.02785, P);

    expect(r.indicators.land.productionSubstitution).toBeCloseTo(803.088, P);
    expect(r.indicators.land.wasteTreatmentAvoided).toBeCloseTo(9.68, P);
    expect(r.indicators.land.avoided).toBeCloseTo(812.768, P);
    expect(r.indicators.land.transport).toBeCloseTo(11.6125, P);
    expect(r.indicators.land.additional).toBeCloseTo(11.6125, P);
    expect(r.indicators.land.net).toBeCloseTo(-801.1555, P);
  });

  it('month: 4.345 donations, 173.8 kg', () => {
    const r = calculateImpactReport(BAKERY, 'month');
    expect(r.donations).toBeCloseTo(4.345, 10);
    expect(r.donatedKg).toBeCloseTo(173.8, 10);

    expect(r.indicators.co2.productionSubstitution).toBeCloseTo(49.209732, P);
    expect(r.indicators.co2.wasteTreatmentAvoided).toBeCloseTo(9.62852, P);
    expect(r.indicators.co2.avoided).toBeCloseTo(58.838252, P);
    expect(r.indicators.co2.transport).toBeCloseTo(8.581375, P);
    expect(r.indicators.co2.net).toBeCloseTo(-50.256877, P);

    expect(r.indicators.water.productionSubstitution).toBeCloseTo(38.025702, P);
    expect(r.indicators.water.wasteTreatmentAvoided).toBeCloseTo(6.4306, P);
    expect(r.indicators.water.avoided).toBeCloseTo(44.456302, P);
    expect(r.indicators.water.transport).toBeCloseTo(0.88529375, P);
    expect(r.indicators.water.net).toBeCloseTo(-43.57100825, P);

    expect(r.indicators.land.productionSubstitution).toBeCloseTo(3489.41736, P);
    expect(r.indicators.land.wasteTreatmentAvoided).toBeCloseTo(42.0596, P);
    expect(r.indicators.land.avoided).toBeCloseTo(3531.47696, P);
    expect(r.indicators.land.transport).toBeCloseTo(50.4563125, P);
    expect(r.indicators.land.net).toBeCloseTo(-3481.0206475, P);
  });

  it('year: 52 donations, 2080 kg', () => {
    const r = calculateImpactReport(BAKERY, 'year');
    expect(r.donations).toBe(52);
    expect(r.donatedKg).toBe(2080);

    expect(r.indicators.co2.productionSubstitution).toBeCloseTo(588.9312, P);
    expect(r.indicators.co2.wasteTreatmentAvoided).toBeCloseTo(115.232, P);
    expect(r.indicators.co2.avoided).toBeCloseTo(704.1632, P);
    expect(r.indicators.co2.transport).toBeCloseTo(102.7, P);
    expect(r.indicators.co2.net).toBeCloseTo(-601.4632, P);

    expect(r.indicators.water.productionSubstitution).toBeCloseTo(455.0832, P);
    expect(r.indicators.water.wasteTreatmentAvoided).toBeCloseTo(76.96, P);
    expect(r.indicators.water.avoided).toBeCloseTo(532.0432, P);
    expect(r.indicators.water.transport).toBeCloseTo(10.595, P);
    expect(r.indicators.water.net).toBeCloseTo(-521.4482, P);

    expect(r.indicators.land.productionSubstitution).toBeCloseTo(41760.576, P);
    expect(r.indicators.land.wasteTreatmentAvoided).toBeCloseTo(503.36, P);
    expect(r.indicators.land.avoided).toBeCloseTo(42263.936, P);
    expect(r.indicators.land.transport).toBeCloseTo(603.85, P);
    expect(r.indicators.land.net).toBeCloseTo(-41660.086, P);
  });
});

describe('calculateImpactReport: variants', () => {
  it('uses the toast reference when the product has no impact data', () => {
    for (const productImpacts of [
      null,
      { ...BREAD, climate_change: { total: null, consumption: 0.1 } },
    ]) {
      const r = calculateImpactReport({ ...BAKERY, productImpacts }, 'once');
      expect(r.perKgSource).toBe('toast-reference');
      // 10.296 kg × 1.55 / 0.383 / 93.8
      expect(r.indicators.co2.productionSubstitution).toBeCloseTo(15.9588, P);
      expect(r.indicators.water.productionSubstitution).toBeCloseTo(3.943368, P);
      expect(r.indicators.land.productionSubstitution).toBeCloseTo(965.7648, P);
      // waste treatment and transport do not depend on the product
      expect(r.indicators.co2.wasteTreatmentAvoided).toBeCloseTo(2.216, P);
      expect(r.indicators.co2.transport).toBeCloseTo(1.975, P);
      // -15.9588 - 2.216 + 1.975
      expect(r.indicators.co2.net).toBeCloseTo(-16.1998, P);
    }
  });

  it('adds nothing for transport when it is not calculated', () => {
    const r = calculateImpactReport({ ...BAKERY, transport: null }, 'year');
    for (const indicator of ['co2', 'water', 'land'] as const) {
      expect(r.indicators[indicator].transport).toBe(0);
      expect(r.indicators[indicator].additional).toBe(0);
    }
    expect(r.indicators.co2.net).toBeCloseTo(-704.1632, P);
    expect(r.indicators.water.net).toBeCloseTo(-532.0432, P);
    expect(r.indicators.land.net).toBeCloseTo(-42263.936, P);
  });

  it('rejects negative or non-finite transport', () => {
    expect(() =>
      calculateImpactReport({ ...BAKERY, transport: { distanceKm: -1, weightKg: 50 } }, 'once'),
    ).toThrow(RangeError);
    expect(() =>
      calculateImpactReport({ ...BAKERY, transport: { distanceKm: 25, weightKg: NaN } }, 'once'),
    ).toThrow(/Transport weight/);
  });
});

describe('donationsPerPeriod', () => {
  it('converts a monthly frequency', () => {
    const input = donation({ frequency: { times: 2, interval: 'month' } });
    expect(donationsPerPeriod(input, 'once')).toBe(1);
    expect(donationsPerPeriod(input, 'month')).toBe(2);
    expect(donationsPerPeriod(input, 'year')).toBe(24);
  });

  it('converts a yearly frequency', () => {
    const input = donation({ frequency: { times: 3, interval: 'year' } });
    expect(donationsPerPeriod(input, 'once')).toBe(1);
    expect(donationsPerPeriod(input, 'month')).toBeCloseTo(0.25, 10);
    expect(donationsPerPeriod(input, 'year')).toBe(3);
  });

  it('converts a weekly frequency', () => {
    const input = donation({ frequency: { times: 2, interval: 'week' } });
    expect(donationsPerPeriod(input, 'month')).toBeCloseTo(8.69, 10);
    expect(donationsPerPeriod(input, 'year')).toBe(104);
  });

  describe('seasonal: 3 active months at 100 / 50 / 50 %', () => {
    const capacities = MONTH_NAMES.map((name, i) => ({
      name,
      capacity: i === 6 || i === 7 ? 50 : 100, // June 100 %, July and August 50 %
      active: i >= 5 && i <= 7,
    }));

    it('weekly: 4.345 × (1 + 0.5 + 0.5) = 8.69 a year, 0.72417 an average month', () => {
      const input = donation({ seasonal: true, monthlyCapacities: capacities });
      expect(donationsPerPeriod(input, 'once')).toBe(1);
      expect(donationsPerPeriod(input, 'year')).toBeCloseTo(8.69, 10);
      expect(donationsPerPeriod(input, 'month')).toBeCloseTo(0.724166667, 8);

      const r = calculateImpactReport(
        { donation: input, productImpacts: BREAD, transport: null },
        'year',
      );
      expect(r.donatedKg).toBeCloseTo(347.6, 10); // 40 × 8.69
    });

    it('monthly, 2 times: 2 × 2 = 4 a year', () => {
      const input = donation({
        seasonal: true,
        monthlyCapacities: capacities,
        frequency: { times: 2, interval: 'month' },
      });
      expect(donationsPerPeriod(input, 'year')).toBeCloseTo(4, 10);
      expect(donationsPerPeriod(input, 'month')).toBeCloseTo(0.333333333, 8);
    });

    it('yearly, 2 times: spread over the active months, 2 × 2 / 3 = 1.3333 a year', () => {
      const input = donation({
        seasonal: true,
        monthlyCapacities: capacities,
        frequency: { times: 2, interval: 'year' },
      });
      expect(donationsPerPeriod(input, 'year')).toBeCloseTo(1.333333333, 8);
      expect(donationsPerPeriod(input, 'month')).toBeCloseTo(0.111111111, 8);
    });

    it('counts a seasonal surplus with no active month as non-seasonal', () => {
      const input = donation({ seasonal: true, monthlyCapacities: noMonths });
      expect(donationsPerPeriod(input, 'month')).toBeCloseTo(4.345, 10);
      expect(donationsPerPeriod(input, 'year')).toBe(52);
    });

    it('ignores the month capacities when the surplus is not seasonal', () => {
      const input = donation({ seasonal: false, monthlyCapacities: capacities });
      expect(donationsPerPeriod(input, 'year')).toBe(52);
    });
  });

  it('a one-time surplus only has the period once; month and year throw', () => {
    const input = donation({ frequency: { times: 1, interval: 'once' } });
    expect(availablePeriods(input)).toEqual(['once']);
    expect(donationsPerPeriod(input, 'once')).toBe(1);
    expect(() => donationsPerPeriod(input, 'month')).toThrow(RangeError);
    expect(() => donationsPerPeriod(input, 'month')).toThrow(/one-time surplus/);
    expect(() => donationsPerPeriod(input, 'year')).toThrow(RangeError);
    expect(() => calculateImpactReport({ ...BAKERY, donation: input }, 'month')).toThrow(
      RangeError,
    );
  });

  it('a recurring surplus has all three periods', () => {
    expect(availablePeriods(donation())).toEqual(['once', 'month', 'year']);
    expect(availablePeriods(donation({ frequency: { times: 1, interval: 'year' } }))).toEqual([
      'once',
      'month',
      'year',
    ]);
  });

  it.each([
    ['amount 0', { amountKg: 0 }],
    ['negative amount', { amountKg: -5 }],
    ['NaN amount', { amountKg: Number.NaN }],
    ['infinite amount', { amountKg: Number.POSITIVE_INFINITY }],
    ['times 0', { frequency: { times: 0, interval: 'week' as const } }],
    ['negative times', { frequency: { times: -2, interval: 'month' as const } }],
    ['NaN times', { frequency: { times: Number.NaN, interval: 'week' as const } }],
    [
      'negative capacity of an active month',
      {
        seasonal: true,
        monthlyCapacities: [{ name: 'June', capacity: -10, active: true }],
      },
    ],
  ])('throws a RangeError for %s', (_label, overrides) => {
    const input = donation(overrides);
    expect(() => donationsPerPeriod(input, 'once')).toThrow(RangeError);
    expect(() => calculateImpactReport({ ...BAKERY, donation: input }, 'year')).toThrow(RangeError);
  });
});

describe('comparisonKg', () => {
  it('compares the bakery net results with everyday products', () => {
    // net CO2 once -11.5666 / 60 kg CO2-eq per kg of beef
    expect(comparisonKg(-11.5666, 'co2', 'beef')).toBeCloseTo(0.19277667, 7);
    // net water once -10.02785 / 0.06 m3 per kg of potato
    expect(comparisonKg(-10.02785, 'water', 'potato')).toBeCloseTo(167.13083, 4);
    // net land once -801.1555 / 55 points per kg of chicken
    expect(comparisonKg(-801.1555, 'land', 'chicken')).toBeCloseTo(14.566464, 5);
    // year CO2 -601.4632 / 6.9 per kg of chicken
    expect(comparisonKg(-601.4632, 'co2', 'chicken')).toBeCloseTo(87.16858, 5);
  });

  it('uses the absolute value', () => {
    expect(comparisonKg(120, 'co2', 'beef')).toBe(2);
    expect(comparisonKg(-120, 'co2', 'beef')).toBe(2);
    expect(comparisonKg(0, 'land', 'potato')).toBe(0);
  });
});

describe('climateSensitivity', () => {
  // 25 kg of bread driven 100 km: the case an independent check raised.
  const bread: ProductImpacts = {
    climate_change: { total: 1.45, consumption: 0.05 },
    water_resource_depletion: { total: 0.4, consumption: 0 },
    land_use: { total: 90, consumption: 0 },
  };
  const input = {
    donation: {
      amountKg: 25,
      frequency: { times: 1, interval: 'once' as const },
      seasonal: false,
      monthlyCapacities: [],
    },
    productImpacts: bread,
    transport: null,
  };
  const s = climateSensitivity(input, { distanceKm: 100, weightKg: 25 });

  it('shows a saving under the tonne-km rule and a burden for a dedicated van round trip', () => {
    // avoided = 25 × 0.78 × 0.33 × 1.4 + 25 × 0.0554 = 9.009 + 1.385
    expect(s.avoided).toBeCloseTo(10.394, 3);
    expect(s.tonneKmTransport).toBeCloseTo(3.95, 6); // 0.025 t × 100 km × 1.58
    expect(s.tonneKmNet).toBeLessThan(0);
    expect(s.dedicatedTripTransport).toBeCloseTo(62, 6); // 200 km × 0.31
    expect(s.dedicatedTripNet).toBeCloseTo(51.6, 1);
  });

  it('gives the distances at which transport cancels the saving', () => {
    expect(s.breakEvenKmTonneKm).toBeCloseTo(10.394 / (0.025 * 1.58), 1); // ≈ 263 km
    expect(s.breakEvenKmDedicatedTrip).toBeCloseTo(10.394 / 0.62, 2); // ≈ 16.8 km
    const atBreakEven = climateSensitivity(input, {
      distanceKm: s.breakEvenKmTonneKm!,
      weightKg: 25,
    });
    expect(atBreakEven.tonneKmNet).toBeCloseTo(0, 9);
  });

  it('has no tonne-km break-even without weight', () => {
    expect(
      climateSensitivity(input, { distanceKm: 10, weightKg: 0 }).breakEvenKmTonneKm,
    ).toBeNull();
  });
});

describe('roundSignificant', () => {
  it.each([
    [-395.8677, 3, -396],
    [0.012345, 2, 0.012],
    [12345, 3, 12300],
    [0, 3, 0],
    [0.98765, 2, 0.99],
  ])('%d to %d figures is %d', (value, digits, expected) => {
    expect(roundSignificant(value, digits)).toBeCloseTo(expected, 9);
  });
});

describe('impactModelConstants', () => {
  it('lists every value of the model by its name, as a saved report keeps them', () => {
    expect(IMPACT_MODEL_VERSION).toMatch(/\S/);
    expect(impactModelConstants()).toEqual({
      PRODUCTION_SUBSTITUTION_RATE: 0.33,
      DONATION_EFFICIENCY: 0.78,
      WASTE_TREATMENT_PER_KG: { co2: 0.0554, water: 0.037, land: 0.242 },
      TRANSPORT_PER_TONNE_KM: { co2: 1.58, water: 0.163, land: 9.29 },
      TOAST_REFERENCE_PER_KG: { co2: 1.55, water: 0.383, land: 93.8 },
      BASELINE_IMPACT: 0,
      WEEKS_PER_MONTH: 4.345,
      WEEKS_PER_YEAR: 52,
      MONTHS_PER_YEAR: 12,
    });
  });

  it('gives a copy: changing it changes no report', () => {
    const constants = impactModelConstants();
    (constants.TOAST_REFERENCE_PER_KG as { co2: number }).co2 = 0;
    expect(TOAST_REFERENCE_PER_KG.co2).toBe(1.55);
  });
});
