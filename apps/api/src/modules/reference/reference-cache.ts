import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { FastifyReply } from 'fastify';
import type { NaceCode, Product } from '@foodhub/contracts';
import { SUPPORTED_LANGUAGES, type Language } from '@foodhub/domain';
import { listNaceCodes, listProducts, type Db, type ProductRow } from '@foodhub/db';
import { DatasetVersionCheck } from '../../lib/dataset-version';
import { Lazy, perKey } from '../../lib/lazy';
import { naceKeywords, naceTitles, readNaceVocabulary } from './nace-vocabulary';

/** A response body serialized once, with its ETag, so a request costs no query and no hashing. */
export interface PrecomputedJson {
  body: string;
  etag: string;
}

export interface NaceSnapshot {
  lists: Record<Language, PrecomputedJson>;
  /** The title of each code in every interface language, for the lookup. */
  titles: Map<string, Record<Language, string>>;
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

export function precompute(value: unknown): PrecomputedJson {
  const body = JSON.stringify(value);
  return { body, etag: `W/"${createHash('sha1').update(body).digest('base64')}"` };
}

/**
 * The list in each interface language: titles from the table (English, and German, French and
 * Italian from NOGA 2008) or, for Slovenian, from the project's own translation; plus the
 * project's everyday search words of that language and English where a code has any.
 */
async function buildNace(db: Db): Promise<NaceSnapshot> {
  const [rows, vocabulary] = await Promise.all([listNaceCodes(db), readNaceVocabulary()]);
  const entries = rows.map((row) => ({ row, titles: naceTitles(row, vocabulary) }));
  const list = (language: Language): NaceCode[] =>
    entries.map(({ row, titles }) => {
      const keywords = naceKeywords(row.code, language, vocabulary);
      return {
        _id: row.code,
        code: row.code,
        description: titles[language],
        level: row.level,
        ...(keywords.length > 0 ? { keywords } : {}),
      };
    });
  return {
    lists: Object.fromEntries(
      SUPPORTED_LANGUAGES.map((language) => [language, precompute(list(language))]),
    ) as Record<Language, PrecomputedJson>,
    titles: new Map(entries.map(({ row, titles }) => [row.code, titles])),
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
type Encoding = 'br' | 'gzip';
const compressed = new WeakMap<PrecomputedJson, Partial<Record<Encoding, Buffer>>>();

/** The body compressed once per list and encoding: the big lists are sent often, and unchanged. */
function compressedBody(payload: PrecomputedJson, encoding: Encoding): Buffer {
  let variants = compressed.get(payload);
  if (!variants) compressed.set(payload, (variants = {}));
  variants[encoding] ??=
    encoding === 'br'
      ? brotliCompressSync(payload.body, {
          params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 9 },
        })
      : gzipSync(payload.body, { level: 9 });
  return variants[encoding];
}

/** The best encoding the client accepts, by the order of preference br, gzip (q=0 refuses). */
function acceptedEncoding(header: string | undefined): Encoding | null {
  const offered = new Map(
    (header ?? '').split(',').map((part) => {
      const [name = '', ...params] = part.trim().toLowerCase().split(';');
      const q = params.map((p) => /^\s*q=([\d.]+)\s*$/.exec(p)?.[1]).find(Boolean);
      return [name.trim(), q === undefined ? 1 : Number(q)] as const;
    }),
  );
  for (const encoding of ['br', 'gzip'] as const) {
    if ((offered.get(encoding) ?? offered.get('*') ?? 0) > 0) return encoding;
  }
  return null;
}

/**
 * Sends a precomputed list: 304 when the client's copy is current (If-None-Match), else the body
 * compressed once and kept (brotli or gzip, as the client accepts), else plain JSON.
 */
export function sendPrecomputed(reply: FastifyReply, payload: PrecomputedJson) {
  const vary = reply.getHeader('vary');
  reply
    .header('cache-control', 'public, max-age=300')
    .header('etag', payload.etag)
    .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
    .type('application/json; charset=utf-8');
  const known = reply.request.headers['if-none-match'];
  if (known && known.split(',').some((tag) => tag.trim() === payload.etag)) {
    return reply.code(304).send();
  }
  const encoding = acceptedEncoding(reply.request.headers['accept-encoding']);
  if (!encoding) return reply.send(payload.body);
  return reply.header('content-encoding', encoding).send(compressedBody(payload, encoding));
}
