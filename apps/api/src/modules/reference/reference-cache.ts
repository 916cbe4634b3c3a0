import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { NaceCode, Product } from '@foodhub/contracts';
import type { Language } from '@foodhub/domain';
import {
  listNaceCodes,
  listProducts,
  listReferenceDatasets,
  type Db,
  type NaceCodeRow,
  type ProductRow,
} from '@foodhub/db';

/** A response body serialized once, with its ETag, so a request costs no query and no hashing. */
export interface PrecomputedJson {
  body: string;
  etag: string;
}

/** NOGA 2008 gives German, French and Italian titles; Slovenian (SKD 2008) was not found. */
export type NaceTitleLanguage = 'en' | 'de' | 'fr' | 'it';
const NACE_TITLE_LANGUAGES: NaceTitleLanguage[] = ['en', 'de', 'fr', 'it'];

export function naceTitleLanguage(language: Language): NaceTitleLanguage {
  return language === 'sl' ? 'en' : language;
}

export function naceTitle(row: NaceCodeRow, language: NaceTitleLanguage): string {
  const titles = { en: row.titleEn, de: row.titleDe, fr: row.titleFr, it: row.titleIt };
  return titles[language] ?? row.titleEn;
}

export interface NaceSnapshot {
  lists: Record<NaceTitleLanguage, PrecomputedJson>;
  byCode: Map<string, NaceCodeRow>;
}

export function toProductResponse(row: ProductRow): Product {
  return {
    _id: row.id,
    product_name: row.productName,
    has_lci_data: row.hasLciData,
    food_group: [row.foodGroup],
    food_subgroup: [row.foodSubgroup],
  };
}

function precompute(value: unknown): PrecomputedJson {
  const body = JSON.stringify(value);
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64')}"` };
}

async function buildNace(db: Db): Promise<NaceSnapshot> {
  const rows = await listNaceCodes(db);
  const list = (language: NaceTitleLanguage): NaceCode[] =>
    rows.map((r) => ({
      _id: r.code,
      code: r.code,
      description: naceTitle(r, language),
      level: r.level,
    }));
  return {
    lists: Object.fromEntries(
      NACE_TITLE_LANGUAGES.map((language) => [language, precompute(list(language))]),
    ) as Record<NaceTitleLanguage, PrecomputedJson>,
    byCode: new Map(rows.map((r) => [r.code, r])),
  };
}

// Another process (npm run import on PostgreSQL) may replace the data: every so often one request
// compares reference_datasets.imported_at with what the lists were built from.
const REVALIDATE_MS = 60_000;
const DATASETS = ['nace', 'agribalyse'];

/** A value built on first use; a failed build is forgotten so the next request tries again. */
class Lazy<T> {
  private value: Promise<T> | undefined;
  constructor(private readonly build: () => Promise<T>) {}

  get(): Promise<T> {
    if (!this.value) {
      const building = this.build();
      this.value = building;
      building.catch(() => {
        if (this.value === building) this.value = undefined;
      });
    }
    return this.value;
  }

  clear() {
    this.value = undefined;
  }
}

/** The reference lists of one database, built on first use and kept until the data changes. */
class ReferenceCache {
  private readonly nace: Lazy<NaceSnapshot>;
  private readonly products: Lazy<PrecomputedJson>;
  private version: string | undefined;
  private checkedAt = 0;

  constructor(private readonly db: Db) {
    this.nace = new Lazy(() => buildNace(db));
    this.products = new Lazy(async () =>
      precompute((await listProducts(db)).map(toProductResponse)),
    );
  }

  async naceCodes(): Promise<NaceSnapshot> {
    await this.revalidate();
    return this.nace.get();
  }

  async productList(): Promise<PrecomputedJson> {
    await this.revalidate();
    return this.products.get();
  }

  invalidate() {
    this.nace.clear();
    this.products.clear();
    this.checkedAt = 0;
  }

  private async revalidate() {
    if (Date.now() - this.checkedAt < REVALIDATE_MS) return;
    this.checkedAt = Date.now();
    const rows = await listReferenceDatasets(this.db, DATASETS);
    const version = rows
      .map((r) => `${r.name}@${r.importedAt.toISOString()}`)
      .sort()
      .join(',');
    if (this.version !== undefined && version !== this.version) {
      this.nace.clear();
      this.products.clear();
    }
    this.version = version;
  }
}

const caches = new WeakMap<Db, ReferenceCache>();

export function referenceCache(db: Db): ReferenceCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new ReferenceCache(db)));
  return cache;
}

/** Called by the importers after every write, so the next request serves the new release. */
export function invalidateReferenceCache(db: Db) {
  caches.get(db)?.invalidate();
}

/**
 * Sends a precomputed list. The body is already JSON text, so Fastify passes it through without
 * the route's serializer; @fastify/etag keeps the ETag and answers 304 on If-None-Match, and
 * @fastify/compress still compresses it for the client.
 */
export function sendPrecomputed(reply: FastifyReply, payload: PrecomputedJson) {
  return reply
    .header('cache-control', 'public, max-age=300')
    .header('etag', payload.etag)
    .type('application/json; charset=utf-8')
    .send(payload.body);
}
