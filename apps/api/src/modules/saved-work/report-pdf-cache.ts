import { createHash } from 'node:crypto';
import type { ReportLanguage, SavedReport } from '@foodhub/contracts';
import { INDICATOR_WORDING } from '@foodhub/domain';
import { REPORT_TEXTS } from './report-texts';

/** Which copy of a report a PDF shows: the owner's, or a shared one with or without the company. */
export type PdfView = 'own' | 'shared' | 'shared-with-company';

const wordingFingerprints = new Map<ReportLanguage, string>();

/**
 * A short fingerprint of every word the document prints in a language: its texts (the wording
 * functions by their source) and the indicators' names, units and meanings. A change of wording
 * is a new key, never an old document served again.
 */
export function pdfWordingFingerprint(language: ReportLanguage): string {
  let fingerprint = wordingFingerprints.get(language);
  if (!fingerprint) {
    const words = JSON.stringify([REPORT_TEXTS[language], INDICATOR_WORDING[language]], (_, v) =>
      typeof v === 'function' ? String(v) : (v as unknown),
    );
    fingerprint = createHash('sha1').update(words).digest('base64url').slice(0, 16);
    wordingFingerprints.set(language, fingerprint);
  }
  return fingerprint;
}

/**
 * The cache key of a report's PDF: everything the document shows. A re-saved report has a new
 * updated_at; stopping a donation changes ended_on alone; the solution's name follows the
 * catalogue's release; the wording follows the texts.
 */
export function pdfCacheKey(
  report: Pick<SavedReport, 'id' | 'updated_at' | 'ended_on'>,
  {
    language,
    view,
    solutionName,
  }: { language: ReportLanguage; view: PdfView; solutionName: string },
): string {
  return JSON.stringify([
    report.id,
    report.updated_at,
    report.ended_on ?? null,
    language,
    view,
    solutionName,
    pdfWordingFingerprint(language),
  ]);
}

/**
 * Generated PDFs kept in memory, at most `maxBytes` of them, the least recently used dropped
 * first. A PDF takes ~0.1 s of the server's only thread to write, so a report downloaded again
 * (or asked for many times at once: the requests share one generation) costs nothing. The key
 * must name everything the document shows, so that a changed report gets a new one.
 */
export class PdfCache {
  private readonly entries = new Map<string, Buffer>();
  private readonly pending = new Map<string, Promise<Buffer>>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  /** The cached document of the key, else the one `make` writes (kept when it fits). */
  async get(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
    const cached = this.entries.get(key);
    if (cached) {
      // Re-inserted: a Map iterates in insertion order, so the first entry is the oldest used.
      this.entries.delete(key);
      this.entries.set(key, cached);
      return cached;
    }
    const running = this.pending.get(key);
    if (running) return running;
    const made = make().finally(() => this.pending.delete(key));
    this.pending.set(key, made);
    const pdf = await made;
    this.put(key, pdf);
    return pdf;
  }

  /**
   * Drops every document of the report (each language and view; the key starts with its id),
   * once the report is deleted: a deleted report's PDF is not kept in memory.
   */
  dropReport(id: string): void {
    const prefix = `[${JSON.stringify(id)},`;
    for (const [key, pdf] of this.entries) {
      if (!key.startsWith(prefix)) continue;
      this.entries.delete(key);
      this.bytes -= pdf.length;
    }
  }

  /** The bytes held, for the tests of the bound. */
  get size(): number {
    return this.bytes;
  }

  private put(key: string, pdf: Buffer): void {
    if (pdf.length > this.maxBytes || this.entries.has(key)) return;
    this.entries.set(key, pdf);
    this.bytes += pdf.length;
    for (const [oldest, old] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= old.length;
    }
  }
}
