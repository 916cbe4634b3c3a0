import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { NaceCode, Product } from '@foodhub/contracts';
import type { Language } from '@foodhub/domain';
import {
  listNaceCodes,
  listProducts,
  type Db,
  type NaceCodeRow,
  type ProductRow,
} from '@foodhub/db';
import { DatasetVersionCheck } from '../../lib/dataset-version';
import { Lazy, perKey } from '../../lib/lazy';

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

const DATASETS = ['nace', 'agribalyse'];

/** The reference lists of one database, built on first use and kept until the data changes. */
class ReferenceCache {
  private readonly nace: Lazy<NaceSnapshot>;
  private readonly products: Lazy<PrecomputedJson>;
  private readonly versionCheck: DatasetVersionCheck;

  constructor(db: Db) {
    this.nace = new Lazy(() => buildNace(db));
    this.products = new Lazy(async () =>
      precompute((await listProducts(db)).map(toProductResponse)),
    );
    this.versionCheck = new DatasetVersionCheck(db, DATASETS, () => this.clearLists());
  }

  async naceCodes(): Promise<NaceSnapshot> {
    await this.versionCheck.check();
    return this.nace.get();
  }

  async productList(): Promise<PrecomputedJson> {
    await this.versionCheck.check();
    return this.products.get();
  }

  invalidate() {
    this.clearLists();
    this.versionCheck.reset();
  }

  private clearLists() {
    this.nace.clear();
    this.products.clear();
  }
}

const caches = perKey((db: Db) => new ReferenceCache(db));

export function referenceCache(db: Db): ReferenceCache {
  return caches.get(db);
}

/** Called by the importers after every write, so the next request serves the new release. */
export function invalidateReferenceCache(db: Db) {
  caches.peek(db)?.invalidate();
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
