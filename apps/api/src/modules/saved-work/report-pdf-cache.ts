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
