import { readFileSync } from 'node:fs';
import type { AuditLog, MyImpact, ProgrammeFigures } from '@foodhub/contracts';
import { formatFigureIn } from '@foodhub/domain';
import type { BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { grazBakery, registerAccount, type ApiAccount } from './support/accounts';
import {
  hasHorizontalOverflow,
  snap,
  textsSeen,
  viewports,
  visible,
  watchTexts,
} from './support/browser';
import {
  loggedInContext,
  setUpJourney,
  startWithChatClosed,
  storeStepperData,
} from './support/journey';
import { waitForMail } from './support/outbox';
import { GRAZ, grazBakeryReportBody, grazBakeryStepperState } from './support/stepper-state';

// The operator console: an admin named in ADMIN_EMAILS sees the programme's figures computed from
// what this test creates, grants a role that the audit log then shows; a plain user gets neither
// the menu item nor the data.

const OPERATOR_EMAIL = 'operator@example.org';
const journey = setUpJourney(grazBakery('console-user'), () => ({ ADMIN_EMAILS: OPERATOR_EMAIL }));

const munichOperator: ApiAccount = {
  tag: 'operator',
  firstName: 'Max',
  lastName: 'Maier',
  streetAddress: 'Marienplatz 1',
  city: 'München',
  postalCode: '80331',
  country: 'Germany',
  company: 'Programme Office',
};

let operator: { email: string; password: string; token: string };
const contexts: BrowserContext[] = [];

const api = async <T>(path: string, token: string, body?: unknown): Promise<T> => {
  const res = await fetch(`${journey.baseUrl}/tool/api${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  return (await res.json()) as T;
};

beforeAll(async () => {
  operator = await registerAccount(journey.baseUrl, munichOperator, OPERATOR_EMAIL);
  // The Graz bakery searches once and saves a report: the figures must count exactly these.
  const { companyProfile, wasteInfo } = grazBakeryStepperState.state;
  await api('/solutions/match', journey.token, { userInputs: { companyProfile, wasteInfo } });
  await api('/me/reports', journey.token, grazBakeryReportBody());
});

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => undefined);
});

async function operatorPage(
  viewport: { width: number; height: number } = viewports.desktop,
): Promise<Page> {
  const context = await journey.browser.newContext({ viewport, acceptDownloads: true });
  contexts.push(context);
  await context.addCookies([{ name: 'access_token', value: operator.token, url: journey.baseUrl }]);
  await startWithChatClosed(context);
  const page = await context.newPage();
  await page.goto(`${journey.baseUrl}/tool/`);
  await page.getByRole('button', { name: 'Decline' }).click();
  return page;
}

/** The value shown beside a label of a fact list. */
const fact = (page: Page, label: string) =>
  page
    .locator('dt', { hasText: new RegExp(`^${label}$`) })
    .locator('xpath=following-sibling::dd[1]');

describe('the first operator', () => {
  const status = async (path: string, token: string) =>
    (
      await fetch(`${journey.baseUrl}/tool/api${path}`, {
        headers: { authorization: `Bearer ${token}` },
      })
    ).status;

  it('gets the console only once the link from the outbox is opened by its own account', async () => {
    // Registered with the ADMIN_EMAILS address and logged in: no role yet.
    expect(await status('/admin/figures', operator.token)).toBe(403);
    const [, link] = await waitForMail(
      journey.server!.dataDir,
      OPERATOR_EMAIL,
      /(http:\/\/\S+\/tool\/confirm-email\?token=[\w-]+)/,
    );
    const otherAccount =
      'This link confirms the address of another account. Log out and log in with the account of that address.';
    const loginNote = 'Log in with the account of this address to confirm it.';

    // Signed in as another account: refused, and the link stays valid.
    const another = await registerAccount(journey.baseUrl, { ...munichOperator, tag: 'another' });
    // The phone first: the desktop then logs the other account out.
    for (const [viewport, name] of [
      [viewports.mobile, '375'],
      [viewports.desktop, 'desktop'],
    ] as const) {
      const context = await journey.browser.newContext({ viewport });
      contexts.push(context);
      await context.addCookies([
        { name: 'access_token', value: another.token, url: journey.baseUrl },
      ]);
      await startWithChatClosed(context);
      const other = await context.newPage();
      await other.goto(link!);
      await visible(other.getByRole('heading', { name: 'Confirmation failed' }));
      await visible(other.getByText(otherAccount));
      await visible(other.getByRole('button', { name: 'Log out and use another account' }));
      expect(await hasHorizontalOverflow(other)).toBe(false);
      await snap(other, `confirm-email-other-account-${name}`);
      if (name === 'desktop') {
        // Logging out leads to the login, which comes back to the link.
        await other.getByRole('button', { name: 'Log out and use another account' }).click();
        await other.waitForURL('**/tool/login?redirect=*');
        await visible(other.getByText(loginNote));
        await snap(other, 'confirm-email-login-desktop');
      }
    }
    expect(await status('/admin/figures', operator.token)).toBe(403);
    // Gone again, so the programme figures below count only their own accounts.
    const relogin = await fetch(`${journey.baseUrl}/tool/api/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: another.email, password: another.password }),
    });
    const { access_token: anotherToken } = (await relogin.json()) as { access_token: string };
    const deleted = await fetch(`${journey.baseUrl}/tool/api/user/account`, {
      method: 'DELETE',
      headers: { authorization: `Bearer ${anotherToken}` },
    });
    expect(deleted.status).toBe(200);

    // Signed out: the link asks for the login first, then confirms.
    const context = await journey.browser.newContext({ viewport: viewports.mobile });
    contexts.push(context);
    await startWithChatClosed(context);
    const page = await context.newPage();
    await page.goto(link!);
    await page.waitForURL('**/tool/login?redirect=*');
    await visible(page.getByText(loginNote));
    await page.getByRole('button', { name: 'Decline' }).click();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'confirm-email-login-375');
    await page.getByLabel('Email').fill(operator.email);
    await page.getByLabel(/^Password/).fill(operator.password);
    await page.getByRole('button', { name: 'Log In' }).click();
    await page.waitForURL('**/tool/confirm-email?token=*');
    await visible(page.getByRole('heading', { name: 'E-mail address confirmed' }));
    await visible(page.getByText('Your e-mail address has been confirmed.'));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'confirm-email-375');
    // The role came with the confirmation: the token from before now opens the console.
    expect(await status('/admin/figures', operator.token)).toBe(200);

    // The link works once.
    await page.setViewportSize(viewports.desktop);
    await page.goto(link!);
    await visible(page.getByRole('heading', { name: 'Confirmation failed' }));
    await visible(page.getByText('This confirmation link is invalid or has already been used.'));
    await snap(page, 'confirm-email-used-desktop');
  });

  it('Account Settings asks an unconfirmed address to be confirmed and sends a new link', async () => {
    for (const [viewport, name] of [
      [viewports.desktop, 'desktop'],
      [viewports.mobile, '375'],
    ] as const) {
      const context = await loggedInContext(journey, viewport);
      contexts.push(context);
      const page = await context.newPage();
      await page.goto(`${journey.baseUrl}/tool/account-settings`);
      await page.getByRole('button', { name: 'Decline' }).click();
      const notice = page.getByRole('alert').filter({ hasText: 'Confirm your e-mail address' });
      await visible(notice);
      await notice.getByRole('button', { name: 'Send the link again' }).click();
      // No SMTP here: the link went to the outbox, never to the screen.
      await visible(
        notice.getByText('The confirmation link could not be e-mailed. Please try again later.'),
      );
      expect(await notice.textContent()).not.toContain('confirm-email');
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await snap(page, `account-settings-confirm-${name}`);
    }
  });
});

describe('operator console', () => {
  it('shows the programme figures of the data this test created', async () => {
    const page = await operatorPage();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'Operator console' }).click();
    await page.waitForURL('**/tool/admin');
    await visible(page.getByRole('heading', { name: 'Programme figures' }));

    const figures = await api<ProgrammeFigures>('/admin/figures', operator.token);
    const impact = await api<MyImpact>('/me/impact', journey.token);
    // Two company accounts (Graz, Munich), one search, one surplus of 40 kg a week, one report.
    expect(figures.accounts.map((a) => [a.country, a.accountType, a.count]).sort()).toEqual([
      ['AT', 'company', 1],
      ['DE', 'company', 1],
    ]);
    expect(figures.matches.map((m) => [m.country, m.count])).toEqual([['AT', 1]]);
    expect(figures.surpluses).toEqual([
      expect.objectContaining({
        foodGroup: 'Cereal products',
        country: 'AT',
        count: 1,
        kgPerWeek: 40,
        onceKg: 0,
      }),
    ]);
    // Made today: the report counts in this month, as My impact counts it.
    expect(figures.reports).toHaveLength(1);
    expect(figures.reports[0]!.co2Avoided).toBeCloseTo(impact.total.co2_avoided, 9);
    expect(figures.reports[0]!.donatedKg).toBeCloseTo(impact.total.donated_kg, 9);
    expect(figures.reports[0]!.co2Net).toBeCloseTo(impact.total.co2_net, 9);

    // Every figure names its months ('Accounts registered, Dec 2025 – Nov 2026').
    await expect.poll(() => fact(page, 'Accounts registered, .+').textContent()).toBe('2');
    expect(await fact(page, 'Companies').textContent()).toBe('2');
    expect(await fact(page, 'Searches run, .+').textContent()).toBe('1');
    expect(await fact(page, 'Surpluses entered, .+').textContent()).toBe('1');
    expect(await fact(page, 'Recurring amount entered, .+').textContent()).toBe('40 kg per week');
    expect(await fact(page, 'One-time amount entered, .+').textContent()).toBe('0 kg once');
    expect(await fact(page, 'Reports counting in .+').textContent()).toBe('1');
    // The same digits as My impact: the one rounding of every surface.
    expect(await fact(page, 'Food donated, .+').textContent()).toBe(
      `${formatFigureIn(impact.total.donated_kg, 'en')} kg`,
    );
    expect(await fact(page, 'Climate change, net after transport, .+').textContent()).toBe(
      `${formatFigureIn(-impact.total.co2_net, 'en')} kg CO2-eq saved`,
    );
    expect(await fact(page, 'Water scarcity, net after transport, .+').textContent()).toBe(
      `${formatFigureIn(-impact.total.water_net, 'en')} m3 world eq saved`,
    );
    await snap(page, 'admin-figures-desktop');

    const download = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download CSV' }).click();
    const text = readFileSync((await (await download).path())!, 'utf8');
    expect(text).toContain('Cereal products');
  });

  it('grants a role, and the audit log says who did it', async () => {
    const page = await operatorPage();
    await page.goto(`${journey.baseUrl}/tool/admin/users`);
    await page.getByLabel('E-mail, name or company').fill('console-user');
    await page.getByRole('button', { name: 'Search' }).click();
    const row = page.getByRole('row', { name: /console-user/ });
    await visible(row);
    // The box follows the saved roles: it turns on once the API has answered.
    await row.getByRole('checkbox', { name: /Provider/ }).click();
    await expect.poll(() => row.getByRole('checkbox', { name: /Provider/ }).isChecked()).toBe(true);

    // The newest entry is the grant (read again until the write has landed on a busy machine).
    await expect
      .poll(async () => (await api<AuditLog>('/admin/audit', operator.token)).entries[0]?.details)
      .toMatchObject({ role: 'provider' });
    const log = await api<AuditLog>('/admin/audit', operator.token);
    expect(log.entries[0]).toMatchObject({
      actorEmail: OPERATOR_EMAIL,
      action: 'role.grant',
      details: { role: 'provider' },
    });
    expect(log.entries[0]!.targetLabel).toMatch(/^console-user\./);

    await page.getByRole('link', { name: 'Audit log' }).click();
    await page.waitForURL('**/tool/admin/audit');
    const first = page.getByRole('row').nth(1);
    await visible(first);
    await expect.poll(() => first.textContent()).toContain(OPERATOR_EMAIL);
    expect(await first.textContent()).toMatch(/Granted role provider.*console-user\./);
  });

  it('fits a phone', async () => {
    const page = await operatorPage(viewports.mobile);
    await page.goto(`${journey.baseUrl}/tool/admin`);
    await visible(page.getByRole('heading', { name: 'Programme figures' }));
    await expect.poll(() => fact(page, 'Accounts registered, .+').textContent()).toBe('2');
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'admin-figures-375');
    await page.goto(`${journey.baseUrl}/tool/admin/users`);
    await visible(page.getByRole('heading', { name: 'Accounts and roles' }));
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'admin-users-375');
  });

  it('is closed to a plain user: no menu item, no data, a clear page', async () => {
    const context = await loggedInContext(journey, viewports.desktop);
    contexts.push(context);
    const page = await context.newPage();
    const adminCalls: string[] = [];
    page.on('request', (r) => {
      if (new URL(r.url()).pathname.startsWith('/tool/api/admin/')) adminCalls.push(r.url());
    });
    await page.goto(`${journey.baseUrl}/tool/`);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await visible(page.getByRole('menuitem', { name: 'Logout' }));
    expect(await page.getByRole('menuitem', { name: 'Operator console' }).count()).toBe(0);
    await page.keyboard.press('Escape');

    await page.goto(`${journey.baseUrl}/tool/admin`);
    await visible(page.getByText("This page is for the operator's administrators."));
    expect(adminCalls).toEqual([]);
    const res = await fetch(`${journey.baseUrl}/tool/api/admin/figures`, {
      headers: { authorization: `Bearer ${journey.token}` },
    });
    expect(res.status).toBe(403);
  });
});

describe('an organisation enters itself as a provider', () => {
  const foodBank: ApiAccount = {
    tag: 'tafel-graz',
    firstName: 'Sara',
    lastName: 'Koller',
    streetAddress: 'Lagergasse 5',
    city: 'Graz',
    postalCode: '8020',
    country: 'Austria',
    company: 'Tafel Graz',
  };
  let owner: { email: string; password: string; token: string };

  const providersNearGraz = async () => {
    const { lat, lon } = GRAZ;
    const res = await fetch(
      `${journey.baseUrl}/tool/api/provider_companies?solution_id=reuse-food-bank&lat=${lat}&lon=${lon}`,
      { headers: { authorization: `Bearer ${journey.token}` } },
    );
    return ((await res.json()) as { provider_companies: { company_name: string | null }[] })
      .provider_companies;
  };

  it('submits the entry from My organisation; users do not see it yet', async () => {
    owner = await registerAccount(journey.baseUrl, foodBank);
    const context = await journey.browser.newContext({ viewport: viewports.mobile });
    contexts.push(context);
    await context.addCookies([{ name: 'access_token', value: owner.token, url: journey.baseUrl }]);
    await startWithChatClosed(context);
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/tool/`);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page.getByRole('menuitem', { name: 'My organisation' }).click();
    await page.waitForURL('**/tool/my-organisation');
    await visible(page.getByRole('heading', { name: 'My organisation takes surplus' }));

    // Filled in from the account: name and address.
    expect(await page.getByLabel(/^Name of the organisation/).inputValue()).toBe('Tafel Graz');
    expect(await page.getByLabel(/^Street address/).inputValue()).toBe('Lagergasse 5');
    await page.getByRole('button', { name: 'Find on map' }).click();
    const confirm = page.getByRole('checkbox', { name: /This is the right place/ });
    await visible(confirm);
    await confirm.check();

    await page.getByRole('textbox', { name: /Solutions your organisation offers/ }).click();
    await page.getByRole('option', { name: 'Donation to a food bank' }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('abholung@tafel-graz.example');
    await page.getByRole('checkbox', { name: 'E-mail' }).check();
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await page.getByRole('button', { name: 'Save and submit for approval' }).click();
    await visible(page.getByText("Waiting for the operator's approval; users do not see it yet."));
    await snap(page, 'my-organisation-pending-375');

    const names = (await providersNearGraz()).map((p) => p.company_name);
    expect(names).not.toContain('Tafel Graz');
  });

  it('is approved in the console and then shown first, verified, to a user near it', async () => {
    const page = await operatorPage();
    await watchTexts(page, ['Loading page…']);
    await page.goto(`${journey.baseUrl}/tool/admin`);
    // By the console's own link: the entries page comes with its texts, the figures stay until then.
    await page
      .getByRole('navigation', { name: 'Operator console sections' })
      .getByRole('link', { name: 'Provider entries' })
      .click();
    const card = page.getByRole('article', { name: /Tafel Graz/ });
    await visible(card);
    expect(await textsSeen(page)).toEqual([]);
    await visible(card.getByText('abholung@tafel-graz.example'));
    // Before Approve: the users' card of the entry, with the mark approving gives it.
    const preview = card.getByRole('region', { name: 'As users will see it once approved' });
    expect(await preview.getByRole('button').first().textContent()).toMatch(
      /Tafel Graz.*Verified by the operator on/,
    );
    await snap(page, 'admin-provider-entries-desktop');
    await card.getByRole('button', { name: 'Approve' }).click();
    await visible(page.getByText(/approved/i).first());
    await expect
      .poll(async () => (await providersNearGraz()).map((p) => p.company_name)[0])
      .toBe('Tafel Graz');

    // The user in Graz: the food bank comes first, with the operator's mark and its e-mail.
    const context = await loggedInContext(journey, viewports.desktop);
    contexts.push(context);
    const user = await context.newPage();
    await storeStepperData(user, journey, grazBakeryStepperState);
    await user.goto(`${journey.baseUrl}/tool/solution/reuse-food-bank`);
    await user.getByRole('button', { name: 'Show Provider Companies' }).click();
    const first = user
      .getByRole('list', { name: 'Provider companies, nearest first' })
      .getByRole('button')
      .first();
    await visible(first);
    expect(await first.textContent()).toMatch(/Tafel Graz.*Verified by the operator on/);
    expect(await user.getByText(/No real provider of this solution within 50 km/).count()).toBe(0);
    await first.click();
    await visible(user.getByText('abholung@tafel-graz.example'));
    await snap(user, 'provider-verified-desktop');

    const log = await api<AuditLog>('/admin/audit', operator.token);
    expect(log.entries.slice(0, 3).map((e) => e.action)).toContain('provider.approve');
  });

  it('loses the verified mark when its owner changes the e-mail, until the operator approves it', async () => {
    const verifiedAt = async () =>
      (
        (await (
          await fetch(
            `${journey.baseUrl}/tool/api/provider_companies?solution_id=reuse-food-bank&lat=${GRAZ.lat}&lon=${GRAZ.lon}`,
            { headers: { authorization: `Bearer ${journey.token}` } },
          )
        ).json()) as {
          provider_companies: { company_name: string | null; verified_at: string | null }[];
        }
      ).provider_companies.find((p) => p.company_name === 'Tafel Graz')?.verified_at;
    expect(await verifiedAt()).not.toBeNull();

    const context = await journey.browser.newContext({ viewport: viewports.desktop });
    contexts.push(context);
    await context.addCookies([{ name: 'access_token', value: owner.token, url: journey.baseUrl }]);
    await startWithChatClosed(context);
    const page = await context.newPage();
    await page.goto(`${journey.baseUrl}/tool/`);
    await page.getByRole('button', { name: 'Decline' }).click();
    await page.goto(`${journey.baseUrl}/tool/my-organisation`);
    await visible(page.getByText(/verified by the operator on/));
    await page.getByRole('textbox', { name: /^E-mail/ }).fill('spenden@tafel-graz.example');
    await page.getByRole('button', { name: 'Save changes' }).click();
    await visible(page.getByText("Listed, waiting for the operator's review"));
    await snap(page, 'my-organisation-changed-desktop');
    await page.setViewportSize(viewports.mobile);
    expect(await hasHorizontalOverflow(page)).toBe(false);
    await snap(page, 'my-organisation-changed-375');
    // Still listed to users, without the mark.
    expect(await verifiedAt()).toBeNull();

    const desk = await operatorPage();
    await desk.goto(`${journey.baseUrl}/tool/admin/providers`);
    await visible(desk.getByText('1 verified entry changed'));
    await desk.getByRole('button', { name: 'Show changed entries' }).click();
    const card = desk.getByRole('article', { name: /Tafel Graz/ });
    const changes = card.getByRole('region', { name: 'Changed since verified' });
    await visible(changes);
    const email = changes
      .locator('dt', { hasText: /^E-mail$/ })
      .locator('xpath=following-sibling::dd[1]');
    expect(await email.textContent()).toBe(
      'abholung@tafel-graz.example → changed to spenden@tafel-graz.example',
    );
    await snap(desk, 'admin-provider-entries-changed-desktop');
    await desk.setViewportSize(viewports.mobile);
    expect(await hasHorizontalOverflow(desk)).toBe(false);
    await snap(desk, 'admin-provider-entries-changed-375');
    await card.getByRole('button', { name: /^Approve changes/ }).click();
    await visible(desk.getByText('Tafel Graz is marked as verified by the operator again.'));
    await expect.poll(verifiedAt).not.toBeNull();
  });
});

describe('the operator curates the provider catalogue', () => {
  const csv = [
    'company_name,address,postal_code,city,country,lat,lon,email,solution_ids',
    'Tafel Leoben,Hauptplatz 1,8700,Leoben,AT,47.3817,15.0937,info@tafel-leoben.example,reuse-food-bank',
    'Sozialmarkt Bruck,Koloman-Wallisch-Platz 1,8600,Bruck an der Mur,AT,47.4106,15.2703,,reuse-social-supermarket',
    'Foodsharing Kapfenberg,Wiener Straße 1,8605,Kapfenberg,AT,47.4447,15.2933,,reuse-community-fridge',
    ',Nowhere 1,8010,Graz,AT,47.07,15.44,,reuse-food-bank',
    'Tafel Mond,Kraterweg 1,1000,Mond,AT,147.1,15.4,,reuse-food-bank',
  ].join('\n');
  const providerTotal = async (q: string) =>
    (await api<{ total: number }>(`/admin/providers?q=${encodeURIComponent(q)}`, operator.token))
      .total;

  it('checks an import with broken rows, changes nothing, then imports the valid rows', async () => {
    const page = await operatorPage();
    await page.goto(`${journey.baseUrl}/tool/admin`);
    await page.getByRole('link', { name: 'Providers', exact: true }).click();
    await page.waitForURL('**/tool/admin/catalogue');
    await page.getByLabel(/^File \(CSV or GeoJSON\)/).setInputFiles({
      name: 'styria-food-banks.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(csv, 'utf8'),
    });
    await page.getByLabel(/^Source name/).fill('styria-test');
    await page.getByRole('button', { name: 'Check file', exact: true }).click();

    const report = page.getByRole('heading', { name: 'Check result' });
    await visible(report);
    await expect.poll(() => report.evaluate((el) => el === document.activeElement)).toBe(true);
    await visible(page.getByText(/^Nothing has been imported yet\./));
    const rejected = page.getByRole('table', { name: 'Rejected rows' });
    await visible(rejected);
    expect(await rejected.getByRole('row').count()).toBe(3); // header and two rows
    expect(await rejected.textContent()).toMatch(/missing company name/);
    expect(await rejected.textContent()).toMatch(/coordinates out of range/);
    await snap(page, 'admin-import-check-desktop');
    // Checked, not imported: the catalogue does not have them.
    expect(await providerTotal('Leoben')).toBe(0);

    await page.getByRole('button', { name: 'Import 3 providers', exact: true }).click();
    await visible(page.getByRole('heading', { name: 'Import result' }));
    expect(await providerTotal('Leoben')).toBe(1);
    expect(await providerTotal('styria-test')).toBe(3);
    const log = await api<AuditLog>('/admin/audit', operator.token);
    expect(log.entries[0]).toMatchObject({
      action: 'provider.import',
      details: { source: 'styria-test', imported: 3, rejected: 2 },
    });
  });

  it('removes every sample provider in one action', async () => {
    const page = await operatorPage();
    await page.goto(`${journey.baseUrl}/tool/admin/catalogue`);
    await page.getByRole('button', { name: 'Remove all sample providers', exact: true }).click();
    await page.getByRole('button', { name: 'Remove sample providers', exact: true }).click();
    await visible(page.getByText(/sample providers removed\./));
    const samples = await api<{ total: number }>('/admin/providers?origin=sample', operator.token);
    expect(samples.total).toBe(0);
    // Users no longer see them; the approved food bank and the imports stay.
    const res = await fetch(
      `${journey.baseUrl}/tool/api/provider_companies?solution_id=reuse-food-bank&lat=${GRAZ.lat}&lon=${GRAZ.lon}`,
      { headers: { authorization: `Bearer ${journey.token}` } },
    );
    const { provider_companies: list } = (await res.json()) as {
      provider_companies: { company_name: string | null; is_sample: boolean }[];
    };
    expect(list.some((p) => p.is_sample)).toBe(false);
    expect(list.map((p) => p.company_name)).toEqual(['Tafel Graz', 'Tafel Leoben']);
  });
});

describe('the console’s lists, page by page', () => {
  it('pages the catalogue with Next and Previous, the count capped at 1,000+', async () => {
    // 1,001 providers, far from the journeys above: more than the count goes to.
    const rows = Array.from(
      { length: 1001 },
      (_, i) => `Paging Tafel ${String(i).padStart(4, '0')},Ljubljana,SI,46.05,14.5`,
    );
    const content = ['company_name,city,country,lat,lon', ...rows].join('\n');
    await api('/admin/providers/import', operator.token, {
      format: 'csv',
      content,
      source: 'paging-test',
      solutions: ['reuse-community-fridge'],
      commit: true,
    });
    for (const viewport of Object.values(viewports)) {
      const name = viewport.width;
      const page = await operatorPage(viewport);
      await page.goto(`${journey.baseUrl}/tool/admin/catalogue?q=paging`);
      const status = page.getByRole('status').filter({ hasText: 'providers' });
      await expect.poll(() => status.textContent()).toBe('1,000+ providers · page 1');
      const pages = page.getByRole('navigation', { name: 'Pages of providers' });
      await pages.getByRole('button', { name: 'Next' }).click();
      await expect.poll(() => status.textContent()).toBe('1,000+ providers · page 2');
      await visible(page.getByRole('rowheader', { name: 'Paging Tafel 0050' }));
      expect(await hasHorizontalOverflow(page)).toBe(false);
      await page.screenshot({
        path: `/tmp/shots/console/catalogue-page2-${name}.png`,
        fullPage: true,
      });
      await pages.getByRole('button', { name: 'Previous' }).click();
      await expect.poll(() => status.textContent()).toBe('1,000+ providers · page 1');
      await visible(page.getByRole('rowheader', { name: 'Paging Tafel 0000' }));
      expect(page.url()).toMatch(/\/admin\/catalogue\?q=paging$/);
      await page.goto(`${journey.baseUrl}/tool/admin/users`);
      await visible(page.getByRole('table', { name: 'Accounts and their roles' }));
      await page.screenshot({ path: `/tmp/shots/console/users-${name}.png`, fullPage: true });
      await page.goto(`${journey.baseUrl}/tool/admin/audit`);
      await visible(page.getByRole('heading', { name: 'Audit log' }));
      await page.screenshot({ path: `/tmp/shots/console/audit-${name}.png`, fullPage: true });
    }
  });
});
