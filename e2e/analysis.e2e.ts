import {
  calculateImpactReport,
  type DonationInput,
  type ProductImpacts,
  type ReportPeriod,
} from '@foodhub/domain';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { grazBakery } from './support/accounts';
import { hasHorizontalOverflow, snap, viewports, visible } from './support/browser';
import { loggedInContext, setUpJourney, storeStepperData } from './support/journey';
import { grazBakeryStepperState } from './support/stepper-state';

// The impact analysis of spec part 2 (§2, §4, §5, §9): from the stepper's data to the report,
// through Select Solution, Select Provider and Transport & Emissions, on the built app and the
// real server (embedded geocoder and the router's great-circle estimate). The report's figures
// are checked against the domain model fed with what the page used.

/** A bakery in Graz with 40 kg of bread once a week, located (as after step 1). */
const stepperState = grazBakeryStepperState;
const donation: DonationInput = {
  amountKg: 40,
  frequency: { times: 1, interval: 'week' },
  seasonal: false,
  monthlyCapacities: [],
};

const journey = setUpJourney(grazBakery('analysis'));

const en = new Intl.NumberFormat('en', { maximumFractionDigits: 2 });

async function api<T>(path: string): Promise<T> {
  const res = await fetch(`${journey.baseUrl}/tool/api${path}`, {
    headers: { Authorization: `Bearer ${journey.token}` },
  });
  return (await res.json()) as T;
}

/** Bread's AGRIBALYSE impacts as the report reads them (null when the product has none). */
async function breadImpacts(): Promise<ProductImpacts | null> {
  const found = await api<{ product: { _id: string; has_lci_data: boolean } | null }>(
    '/products/by_name/Bread',
  );
  if (!found.product?.has_lci_data) return null;
  type Indicator = { total: number; consumption: number } | null;
  const impacts = await api<{
    found: boolean;
    climate_change: Indicator;
    water_resource_depletion: Indicator;
    land_use: Indicator;
  }>(`/environmental_impacts?product_id=${encodeURIComponent(found.product._id)}`);
  if (!impacts.found) return null;
  const read = (i: Indicator) => ({ total: i?.total ?? null, consumption: i?.consumption ?? null });
  return {
    climate_change: read(impacts.climate_change),
    water_resource_depletion: read(impacts.water_resource_depletion),
    land_use: read(impacts.land_use),
  };
}

const next = (page: Page) => page.getByRole('button', { name: 'Next', exact: true });

describe.each(Object.entries(viewports))('impact analysis at %s width', (label, viewport) => {
  it('goes from the solution to the report, whose figures follow the model', async () => {
    const context = await loggedInContext(journey, viewport);
    const page = await context.newPage();
    await storeStepperData(page, journey, stepperState);

    // /lca-stepper starts at the first step that is not done: Select Solution.
    await page.goto(`${journey.baseUrl}/tool/lca-stepper`);
    await page.waitForURL('**/tool/lca-stepper/solution');
    await visible(page.getByRole('heading', { name: 'Environmental Impact Analysis', level: 1 }));
    expect(await next(page).isDisabled()).toBe(true);
    const foodBank = page.getByRole('radio', { name: /Donation to a food bank/ });
    await visible(foodBank);
    // Only donations to people are offered.
    expect(await page.getByRole('radio', { name: /biogas|compost/i }).count()).toBe(0);
    await foodBank.click();
    await next(page).click();

    // Select Provider: the food bank's providers, nearest first, distance with two decimals.
    await page.waitForURL('**/tool/lca-stepper/provider');
    const vienna = page.getByRole('radio', { name: /Sample Food Bank Wien 1/ });
    await visible(vienna);
    await visible(page.getByText(/^\d+\.\d{2} km away$/));
    expect(await next(page).isDisabled()).toBe(true);
    await vienna.click();
    await next(page).click();

    // Transport: prefilled, minimum weight enforced, then calculated on the server.
    await page.waitForURL('**/tool/lca-stepper/transport');
    const source = page.getByRole('textbox', { name: /From \(your address\)/ });
    await visible(source);
    expect(await source.inputValue()).toBe('Hauptplatz 1, 8010 Graz, Austria');
    expect(await page.getByRole('textbox', { name: /To \(provider address\)/ }).inputValue()).toBe(
      'Beispielgasse 17, 1010 Wien, AT',
    );
    const weight = page.getByRole('textbox', { name: /Total transport weight/ });
    const create = page.getByRole('button', { name: 'Create Environmental Impact Report' });
    expect(await create.isDisabled()).toBe(true);
    await weight.fill('30');
    await visible(
      page.getByText('Total transport weight must be at least 40 kg to cover the donated food.'),
    );
    expect(await page.getByRole('button', { name: 'Calculate Transport' }).isDisabled()).toBe(true);
    await weight.fill('50');
    await page.getByRole('button', { name: 'Calculate Transport' }).click();
    const distanceText = page.getByTestId('transport-distance');
    await visible(distanceText, 20_000);
    const km = Number((await distanceText.textContent())!.replace(/[^\d.]/g, ''));
    // Graz to Vienna: about 145 km great-circle, times the road circuity estimate.
    expect(km).toBeGreaterThan(150);
    expect(km).toBeLessThan(230);
    const co2 = Number(
      (await page.getByTestId('transport-co2e').textContent())!.replace(/[^\d.]/g, ''),
    );
    expect(co2).toBeCloseTo(0.05 * km * 1.58, 1);
    if (label === 'desktop') await snap(page, `analysis-transport-${label}`);

    // The state survives a reload.
    await page.reload();
    await visible(page.getByTestId('transport-distance'));
    await create.click();

    // The report: its figures are the model's, for what the page used.
    await page.waitForURL('**/tool/lca-stepper/report');
    await visible(
      page.getByText(
        'This is a simplified analysis, not a full life cycle assessment and not a certified report.',
      ),
    );
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('foodhub-analysis')!));
    const transport = stored.state.transportResult as {
      distance_km: number;
      transport_weight_kg: number;
    };
    const impacts = await breadImpacts();
    const expectNet = async (period: ReportPeriod, indicator: 'co2' | 'water', unit: string) => {
      const report = calculateImpactReport(
        {
          donation,
          productImpacts: impacts,
          transport: { distanceKm: transport.distance_km, weightKg: transport.transport_weight_kg },
        },
        period,
      );
      const net = report.indicators[indicator].net;
      expect(net).toBeLessThan(0);
      await visible(page.getByText(`Net saving of ${en.format(Math.abs(net))} ${unit}`));
      await visible(
        page.getByText(`${en.format(report.indicators[indicator].avoided)} ${unit}`).first(),
      );
    };
    await expectNet('once', 'co2', 'kg CO2-eq');
    await visible(page.getByText(/That is as much as producing [\d.,]+ kg of beef/));
    await page.locator('label', { hasText: 'Per year' }).click();
    await expectNet('year', 'co2', 'kg CO2-eq');
    await page.getByRole('tab', { name: /Water scarcity/ }).click();
    await expectNet('year', 'water', 'm3 world eq');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, `analysis-report-${label}`);
    await context.close();
  });
});

describe('the way in from Solution Details', () => {
  it('starts the analysis with the donation solution the user was reading', async () => {
    const context = await loggedInContext(journey, viewports.desktop);
    const page = await context.newPage();
    await storeStepperData(page, journey, stepperState);
    await page.goto(`${journey.baseUrl}/tool/solution/reuse-food-bank`);
    await page
      .getByRole('link', { name: 'Proceed to Environmental Impact Report' })
      .first()
      .click();
    await page.waitForURL('**/tool/lca-stepper/solution');
    const foodBank = page.getByRole('radio', { name: /Donation to a food bank/ });
    await visible(foodBank);
    expect(await foodBank.isChecked()).toBe(true);
    expect(await next(page).isDisabled()).toBe(false);

    // Back on the first step returns to the solutions found.
    await page.getByRole('button', { name: 'Back', exact: true }).click();
    await page.waitForURL('**/tool/stepper/solutions');
    await context.close();
  });
});
