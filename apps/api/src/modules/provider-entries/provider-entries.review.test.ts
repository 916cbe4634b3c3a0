import type {
  AdminProviderEntry,
  AdminProviderEntryList,
  AuditEntry,
  DatasetProvider,
  MatchResponse,
  ProgrammeFigures,
  ProviderCompaniesResponse,
} from '@foodhub/contracts';
import { providerCompanies, providerSolutions } from '@foodhub/db';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, signedInUser } from '../../../test/fixtures';
import {
  ENTRY_SOLUTION,
  entryInput,
  myProvider,
  saveEntry,
} from '../../../test/provider-entry-fixtures';
import { loadReferenceFixtures } from '../../../test/reference-fixtures';
import { createTestApp, type TestContext } from '../../../test/test-app';
import { solutionsSeedDataset } from '../../importers/solution-catalogue.load';
import { defaultSeedDir } from '../../seed/seed-reference-data';

// The operator's review of provider entries and what users see of them as it goes: approved
// entries are listed with the verified mark, edits of an approved entry are live at once,
// rejected and withdrawn ones disappear; every step is in the audit log.

const BOSS = 'boss@example.at';
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

let ctx: TestContext;
let boss: string;
/** A plain user who looks for providers. */
let user: string;
/** An imported provider of the entries' solution (show_contact null: every contact shown). */
let importedId: string;

type Point = { lat: number; lon: number };
const SALZBURG: Point = { lat: 47.8095, lon: 13.055 };
const geo = ({ lat, lon }: Point) => ({
  type: 'Point' as const,
  coordinates: [lon, lat] as [number, number],
});

beforeAll(async () => {
  ctx = await createTestApp({ env: { ADMIN_EMAILS: BOSS } });
  await loadReferenceFixtures(ctx.deps.db);
  await solutionsSeedDataset.load(ctx.deps.db, defaultSeedDir());
  boss = (await signedInUser(ctx, { email: BOSS })).token;
  user = (await signedInUser(ctx)).token;
  const [row] = await ctx.deps.db
    .insert(providerCompanies)
    .values({
      sourceKey: 'test:imported-salzburg',
      dataSource: 'test',
      companyName: 'Imported Salzburg',
      lat: SALZBURG.lat + 0.05,
      lon: SALZBURG.lon,
      contactPerson: 'Max Imported',
      contact: { email: 'max@imported.example', phone: '+43 662 0' },
    })
    .returning({ id: providerCompanies.id });
  importedId = row!.id;
  await ctx.deps.db
    .insert(providerSolutions)
    .values({ providerId: importedId, solutionId: ENTRY_SOLUTION });
});
afterAll(() => ctx.close());

const call = (method: 'GET' | 'POST', url: string, token: string, payload?: object) =>
  ctx.app.inject({
    method,
    url: `/tool/api${url}`,
    headers: bearer(token),
    ...(payload ? { payload } : {}),
  });

async function review(id: string, act: 'approve' | 'reject', reason?: string) {
  return call(
    'POST',
    `/admin/provider-entries/${id}/${act}`,
    boss,
    act === 'reject' ? { reason } : {},
  );
}

async function approved(id: string): Promise<AdminProviderEntry> {
  const res = await review(id, 'approve');
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AdminProviderEntry>();
}

async function providersNear(at: Point) {
  const url = `/provider_companies?solution_id=${ENTRY_SOLUTION}&lat=${at.lat}&lon=${at.lon}`;
  const res = await call('GET', url, user);
  expect(res.statusCode, res.body).toBe(200);
  const body = res.json<ProviderCompaniesResponse>();
  return { total: body.total, list: body.provider_companies as DatasetProvider[] };
}
const listed = async (id: string, at = SALZBURG) =>
  (await providersNear(at)).list.find((p) => p._id === id);

async function nearbyCount(at: Point) {
  const res = await call('POST', '/solutions/match?includeScore=true', user, {
    userInputs: { companyProfile: { location_geo: geo(at) }, wasteInfo: { surplusName: 'bread' } },
  });
  expect(res.statusCode, res.body).toBe(200);
  return res.json<MatchResponse>().details.factors[ENTRY_SOLUTION]!.nearbyProviderCount;
}

/** The audit entries about one provider entry, oldest first. */
async function auditOf(id: string): Promise<AuditEntry[]> {
  const res = await call('GET', '/admin/audit?limit=100', boss);
  return res
    .json<{ entries: AuditEntry[] }>()
    .entries.filter((e) => e.targetId === id)
    .reverse();
}

/** A new account with an entry near `at`, submitted. */
async function submitted(name: string, at = SALZBURG, overrides = {}) {
  const owner = await signedInUser(ctx);
  const body = entryInput({ company_name: name, location_geo: geo(at), ...overrides });
  return { owner, body, entry: await saveEntry(ctx, owner.token, body) };
}

describe('approving an entry', () => {
  it('lists it to users with the verified date, nearest first, with the contacts it shows', async () => {
    const before = await providersNear(SALZBURG);
    const countBefore = await nearbyCount(SALZBURG);
    const near = { lat: SALZBURG.lat + 0.01, lon: SALZBURG.lon };
    const { owner, entry } = await submitted('Tafel Salzburg', near, {
      show_contact: { person: false, email: true, phone: false },
    });
    expect(await listed(entry.id)).toBeUndefined();

    const answer = await approved(entry.id);
    expect(answer).toMatchObject({ id: entry.id, status: 'approved', owner_email: owner.email });
    expect(Date.parse(answer.verified_at!)).toBeGreaterThan(Date.parse(entry.created_at));

    const after = await providersNear(SALZBURG);
    expect(after.total).toBe(before.total + 1);
    const [first] = after.list;
    expect(first).toMatchObject({
      _id: entry.id,
      is_sample: false,
      company_name: 'Tafel Salzburg',
      verified_at: answer.verified_at,
      location: { city: 'Wien', country: 'AT' },
      location_geo: geo(near),
      contact_person: null,
      contact: { email: 'eva@tafel-nord.example', phone: null },
      additional_company_information: { website: 'tafel-nord.example' },
    });
    expect(first!.dist!.calculated).toBeGreaterThan(1000);
    expect(first!.dist!.calculated).toBeLessThan(1200);
    // An imported provider shows every contact and has no verified mark.
    expect(after.list.find((p) => p._id === importedId)).toMatchObject({
      verified_at: null,
      contact_person: 'Max Imported',
      contact: { email: 'max@imported.example', phone: '+43 662 0' },
    });
    expect(await nearbyCount(SALZBURG)).toBe(countBefore! + 1);
    // Its owner sees every contact and which ones users see.
    expect((await myProvider(ctx, 'GET', owner.token)).json()).toMatchObject({
      status: 'approved',
      verified_at: answer.verified_at,
      contact_person: 'Eva Novak',
      show_contact: { person: false, email: true, phone: false },
    });
  });

  it('keeps an owner’s edit of an approved entry live at once, logged with the fields', async () => {
    const { owner, body, entry } = await submitted('Tafel Edit');
    const { verified_at: verifiedAt } = await approved(entry.id);
    // What the organisation offers, not who it is: the verified mark stays.
    const edit = {
      ...body,
      institution_types: ['Soup kitchen'],
      capacity: [
        { food_category: 'Bread', needed: 'sometimes' as const, max_kg_per_week: 50, note: null },
      ],
    };
    const saved = await saveEntry(ctx, owner.token, edit);
    expect(saved).toMatchObject({
      status: 'approved',
      verified_at: verifiedAt,
      review_changes: null,
    });
    expect(await listed(entry.id)).toMatchObject({ verified_at: verifiedAt });
    // The same entry again changes and logs nothing.
    expect(await saveEntry(ctx, owner.token, edit)).toEqual(saved);

    const entries = await auditOf(entry.id);
    expect(entries.map((e) => [e.action, e.actorEmail, e.details])).toEqual([
      ['provider.submit', owner.email, {}],
      ['provider.approve', BOSS, {}],
      ['provider.edit', owner.email, { fields: ['institution_types', 'capacity'] }],
    ]);
    expect(
      entries.every((e) => e.targetType === 'provider' && e.targetLabel === 'Tafel Edit'),
    ).toBe(true);
  });
});

describe('an approved entry whose owner changes who it is', () => {
  const changedList = async () =>
    (await call('GET', '/admin/provider-entries?changed=true', boss)).json<AdminProviderEntryList>()
      .entries;

  it('loses the mark for a new description, a new address or a moved map position', async () => {
    const { owner, body, entry } = await submitted('Tafel Text');
    await approved(entry.id);
    const fee = 'Verified partner. Pay the 50 EUR pick-up fee to IBAN AT00 0000 0000.';
    const described = await saveEntry(ctx, owner.token, { ...body, description: fee });
    expect(described).toMatchObject({ verified_at: null });
    expect(described.review_changes?.description).toEqual({
      before: body.description ?? null,
      after: fee,
    });

    const other = await submitted('Tafel Moved');
    await approved(other.entry.id);
    const [lon, lat] = other.body.location_geo.coordinates;
    const moved = {
      ...other.body,
      location_geo: { type: 'Point' as const, coordinates: [lon + 2, lat - 1] as [number, number] },
    };
    const saved = await saveEntry(ctx, other.owner.token, moved);
    expect(saved).toMatchObject({ verified_at: null });
    expect(Object.keys(saved.review_changes ?? {})).toEqual(['location']);
    expect(await listed(other.entry.id)).toMatchObject({ verified_at: null });
  });

  it('loses the verified mark at once, stays listed, and waits for the operator', async () => {
    const { owner, body, entry } = await submitted('Tafel Switch');
    const { verified_at: verifiedAt } = await approved(entry.id);
    expect(verifiedAt).not.toBeNull();
    expect(await listed(entry.id)).toMatchObject({ verified_at: verifiedAt });

    // A new e-mail address under the operator's badge: the badge goes at once.
    const phished = { ...body, contact: { ...body.contact, email: 'pay@phish.example' } };
    const saved = await saveEntry(ctx, owner.token, phished);
    expect(saved).toMatchObject({
      status: 'approved',
      verified_at: null,
      review_changes: {
        'contact.email': { before: 'eva@tafel-nord.example', after: 'pay@phish.example' },
      },
    });
    expect(await listed(entry.id)).toMatchObject({
      verified_at: null,
      contact: { email: 'pay@phish.example' },
    });
    expect((await myProvider(ctx, 'GET', owner.token)).json()).toMatchObject({
      verified_at: null,
      review_changes: saved.review_changes,
    });

    // Changed again, and the website too: 'before' stays the value the operator verified.
    const again = {
      ...phished,
      website: 'phish.example',
      contact: { ...phished.contact, email: 'pay2@phish.example' },
    };
    const expected = {
      website: { before: 'tafel-nord.example', after: 'phish.example' },
      'contact.email': { before: 'eva@tafel-nord.example', after: 'pay2@phish.example' },
    };
    expect((await saveEntry(ctx, owner.token, again)).review_changes).toEqual(expected);
    // Another kind of edit meanwhile leaves the changes as they are, and the mark away.
    const described = { ...again, institution_types: ['Social supermarket'] };
    expect(await saveEntry(ctx, owner.token, described)).toMatchObject({
      verified_at: null,
      review_changes: expected,
    });

    // The operator sees what changed, apart from the approval queue.
    const waiting = (await changedList()).find((e) => e.id === entry.id);
    expect(waiting).toMatchObject({
      status: 'approved',
      verified_at: null,
      review_changes: expected,
    });
    expect((await changedList()).every((e) => e.review_changes !== null)).toBe(true);
    const queue = (
      await call('GET', '/admin/provider-entries?status=pending', boss)
    ).json<AdminProviderEntryList>();
    expect(queue.entries.map((e) => e.id)).not.toContain(entry.id);

    // Approved again: the mark is back, the changes are cleared.
    const reapproved = await approved(entry.id);
    expect(reapproved).toMatchObject({ status: 'approved', review_changes: null });
    expect(Date.parse(reapproved.verified_at!)).toBeGreaterThan(Date.parse(verifiedAt!));
    expect(await listed(entry.id)).toMatchObject({
      verified_at: reapproved.verified_at,
      contact: { email: 'pay2@phish.example' },
    });
    expect((await changedList()).map((e) => e.id)).not.toContain(entry.id);
    expect((await review(entry.id, 'approve')).statusCode).toBe(409);

    expect((await auditOf(entry.id)).map((e) => [e.action, e.details])).toEqual([
      ['provider.submit', {}],
      ['provider.approve', {}],
      ['provider.edit', { fields: ['contact'] }],
      ['provider.edit', { fields: ['contact', 'website'] }],
      ['provider.edit', { fields: ['institution_types'] }],
      ['provider.approve', {}],
    ]);
  });

  it.each([
    ['company name', { company_name: 'Tafel Renamed' }, 'company_name'],
    ['contact person', { contact_person: 'Someone Else' }, 'contact_person'],
    [
      'phone',
      { contact: { email: 'eva@tafel-nord.example', phone: '+43 1 9999' } },
      'contact.phone',
    ],
  ])('counts a new %s as a change of identity', async (_case, change, field) => {
    const { owner, body, entry } = await submitted(`Tafel ${field}`);
    await approved(entry.id);
    const saved = await saveEntry(ctx, owner.token, { ...body, ...change });
    expect(saved.verified_at).toBeNull();
    expect(Object.keys(saved.review_changes ?? {})).toEqual([field]);
  });

  it('clears the changes when the operator rejects the entry or its owner withdraws it', async () => {
    const { owner, body, entry } = await submitted('Tafel Renamed Twice');
    await approved(entry.id);
    await saveEntry(ctx, owner.token, { ...body, company_name: 'Tafel Elsewhere' });
    const rejected = await review(entry.id, 'reject', 'Not the same organisation.');
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      verified_at: null,
      review_changes: null,
    });
    expect(await listed(entry.id)).toBeUndefined();
    // Submitted again, approved, renamed, withdrawn.
    const resubmitted = await saveEntry(ctx, owner.token, body);
    expect(resubmitted).toMatchObject({ status: 'pending', review_changes: null });
    await approved(entry.id);
    await saveEntry(ctx, owner.token, { ...body, company_name: 'Tafel Elsewhere' });
    const withdrawn = await myProvider(ctx, 'DELETE', owner.token);
    expect(withdrawn.json()).toMatchObject({ status: 'withdrawn', review_changes: null });
    expect((await changedList()).map((e) => e.id)).not.toContain(entry.id);
  });
});

describe('taking an entry off the list', () => {
  it('hides a withdrawn entry; a save submits it again for approval', async () => {
    const { owner, entry } = await submitted('Tafel Withdrawn');
    await approved(entry.id);
    const res = await myProvider(ctx, 'DELETE', owner.token);
    expect(res.json()).toMatchObject({ status: 'withdrawn', verified_at: null });
    expect(await listed(entry.id)).toBeUndefined();
    expect(
      await saveEntry(
        ctx,
        owner.token,
        entryInput({ company_name: 'Tafel Withdrawn', location_geo: geo(SALZBURG) }),
      ),
    ).toMatchObject({
      status: 'pending',
    });
    expect(await listed(entry.id)).toBeUndefined();
    expect((await auditOf(entry.id)).map((e) => e.action)).toEqual([
      'provider.submit',
      'provider.approve',
      'provider.withdraw',
      'provider.submit',
    ]);
  });

  it('rejects a pending or an approved entry with the reason its owner reads', async () => {
    const { owner, body, entry } = await submitted('Tafel Rejected');
    const rejected = await review(entry.id, 'reject', '  Not a food bank.  ');
    expect(rejected.statusCode, rejected.body).toBe(200);
    expect(rejected.json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Not a food bank.',
    });
    expect((await myProvider(ctx, 'GET', owner.token)).json()).toMatchObject({
      status: 'rejected',
      rejection_reason: 'Not a food bank.',
    });

    // Changed and submitted again: pending, the reason gone; then approved and rejected later.
    const again = await saveEntry(ctx, owner.token, { ...body, description: 'A food bank.' });
    expect(again).toMatchObject({ status: 'pending', rejection_reason: null });
    await approved(entry.id);
    expect(await listed(entry.id)).toBeDefined();
    const later = await review(entry.id, 'reject', 'Closed.');
    expect(later.json()).toMatchObject({ status: 'rejected', verified_at: null });
    expect(await listed(entry.id)).toBeUndefined();

    const entries = await auditOf(entry.id);
    expect(entries.map((e) => [e.action, e.details])).toEqual([
      ['provider.submit', {}],
      ['provider.reject', { reason: 'Not a food bank.' }],
      ['provider.submit', { fields: ['description'] }],
      ['provider.approve', {}],
      ['provider.reject', { reason: 'Closed.' }],
    ]);
  });
});

describe('refused reviews', () => {
  it('answers 409 for a decision the entry’s status does not allow', async () => {
    const { owner, entry } = await submitted('Tafel Conflict');
    await approved(entry.id);
    const twice = await review(entry.id, 'approve');
    expect(twice.statusCode).toBe(409);
    expect(twice.json()).toEqual({
      statusCode: 409,
      error: 'Conflict',
      message:
        'Only a pending entry, or an approved one changed since it was verified, can be ' +
        'approved; this one is approved.',
      code: 'PROVIDER_ENTRY_NOT_PENDING',
      params: { status: 'approved' },
    });
    await review(entry.id, 'reject', 'No.');
    expect((await review(entry.id, 'approve')).statusCode).toBe(409);
    const rejectedTwice = await review(entry.id, 'reject', 'No.');
    expect(rejectedTwice.statusCode).toBe(409);
    expect(rejectedTwice.json()).toMatchObject({ code: 'PROVIDER_ENTRY_NOT_REJECTABLE' });
    await myProvider(ctx, 'DELETE', owner.token);
    expect((await review(entry.id, 'approve')).json()).toMatchObject({
      params: { status: 'withdrawn' },
    });
    expect((await review(entry.id, 'reject', 'No.')).statusCode).toBe(409);
  });

  it('answers 404 for an id that is no self-registered entry', async () => {
    for (const id of [UNKNOWN_ID, importedId]) {
      for (const act of ['approve', 'reject'] as const) {
        const res = await review(id, act, 'Why');
        expect(res.statusCode).toBe(404);
        expect(res.json()).toMatchObject({
          message: `No provider entry with id ${id}.`,
          code: 'PROVIDER_ENTRY_UNKNOWN',
        });
      }
    }
  });

  it.each([
    ['a bad id', '/admin/provider-entries/not-a-uuid/approve', {}, 'id must be a UUID'],
    ['no reason', `/admin/provider-entries/${UNKNOWN_ID}/reject`, {}, 'reason is required'],
    [
      'a blank reason',
      `/admin/provider-entries/${UNKNOWN_ID}/reject`,
      { reason: ' ' },
      'reason is required',
    ],
  ])('answers 400 for %s', async (_case, url, body, message) => {
    const res = await call('POST', url, boss, body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers 400 for an unknown status filter', async () => {
    const res = await call('GET', '/admin/provider-entries?status=listed', boss);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain('status must be one of');
    const changed = await call('GET', '/admin/provider-entries?changed=yes', boss);
    expect(changed.statusCode).toBe(400);
    expect(changed.json().message).toContain('changed must be true or false');
  });
});

describe('the operator’s list, log and figures', () => {
  it('lists self-registered entries only, the newest first, filtered by status', async () => {
    const older = await submitted('Tafel Older');
    const newer = await submitted('Tafel Newer');
    const all = (await call('GET', '/admin/provider-entries', boss)).json<AdminProviderEntryList>();
    expect(all.entries.map((e) => e.id).slice(0, 2)).toEqual([newer.entry.id, older.entry.id]);
    expect(all.entries.map((e) => e.id)).not.toContain(importedId);
    expect(all.entries[0]).toEqual({ ...newer.entry, owner_email: newer.owner.email });
    const createdAts = all.entries.map((e) => e.created_at);
    expect(createdAts).toEqual([...createdAts].sort().reverse());

    const pending = (
      await call('GET', '/admin/provider-entries?status=pending', boss)
    ).json<AdminProviderEntryList>();
    expect(pending.entries.length).toBeGreaterThanOrEqual(2);
    expect(pending.entries.every((e) => e.status === 'pending')).toBe(true);
  });

  it('counts self-registered entries by status in the figures', async () => {
    const all = (await call('GET', '/admin/provider-entries', boss)).json<AdminProviderEntryList>();
    const byStatus = new Map<string, number>();
    for (const e of all.entries) byStatus.set(e.status, (byStatus.get(e.status) ?? 0) + 1);
    expect([...byStatus.keys()].sort()).toEqual(['approved', 'pending', 'rejected', 'withdrawn']);
    const figures = (await call('GET', '/admin/figures', boss)).json<ProgrammeFigures>();
    const self = figures.providersNow.filter((p) => p.origin === 'self-registered');
    expect(self).toEqual(
      [...byStatus.entries()]
        .sort()
        .map(([status, count]) => ({ origin: 'self-registered', status, count })),
    );
    expect(figures.providersNow).toContainEqual({ origin: 'imported', status: 'listed', count: 1 });
    const month = figures.months.at(-1);
    expect(figures.providers.filter((p) => p.origin === 'self-registered')).toEqual(
      self.map((p) => ({ period: month, ...p })),
    );
  });

  it('labels a provider target by its company name, and by null once it is gone', async () => {
    const { owner, entry } = await submitted('Tafel Gone');
    expect((await auditOf(entry.id))[0]).toMatchObject({
      targetLabel: 'Tafel Gone',
      actorEmail: owner.email,
    });
    const res = await ctx.app.inject({
      method: 'DELETE',
      url: '/tool/api/user/account',
      headers: bearer(owner.token),
    });
    expect(res.statusCode).toBe(200);
    expect(await auditOf(entry.id)).toEqual([
      expect.objectContaining({ action: 'provider.submit', targetLabel: null, actorEmail: null }),
    ]);
    const list = (
      await call('GET', '/admin/provider-entries', boss)
    ).json<AdminProviderEntryList>();
    expect(list.entries.map((e) => e.id)).not.toContain(entry.id);
  });
});
