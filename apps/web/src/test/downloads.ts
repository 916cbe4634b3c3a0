import { vi, type MockInstance } from 'vitest';

/** What catchDownloads() caught; n counts the downloads of the test from 0. */
export interface CaughtDownloads {
  /** HTMLAnchorElement.prototype.click, which does nothing: one call per download. */
  click: MockInstance<() => void>;
  /** URL.createObjectURL, answering 'blob:download': one call per download, with its Blob. */
  createObjectURL: MockInstance<(obj: Blob | MediaSource) => string>;
  /** The n-th clicked link. */
  link(n?: number): HTMLAnchorElement;
  /** The n-th file name: the clicked link's `download`. */
  name(n?: number): string;
  /** The n-th Blob handed to URL.createObjectURL. */
  blob(n?: number): Blob;
  /** The n-th Blob's text. */
  text(n?: number): Promise<string>;
}

/**
 * Catches the files a page downloads (lib/download.ts: saveFile makes an object URL and clicks a
 * link to it) instead of letting jsdom navigate: spies on HTMLAnchorElement.prototype.click and on
 * URL.createObjectURL and URL.revokeObjectURL. They are vi.spyOn spies, so vi.restoreAllMocks()
 * undoes them: the test files call it in their afterEach (src/test/setup.ts only calls it once, at
 * the start of each file).
 */
export function catchDownloads(): CaughtDownloads {
  const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
  const createObjectURL = vi
    .spyOn(URL, 'createObjectURL')
    .mockImplementation(() => 'blob:download');
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});

  const link = (n = 0) => {
    const clicked = click.mock.contexts[n];
    if (!(clicked instanceof HTMLAnchorElement)) {
      throw new Error(`No download ${n}: ${click.mock.contexts.length} link(s) clicked`);
    }
    return clicked;
  };
  const blob = (n = 0) => {
    const made = createObjectURL.mock.calls[n]?.[0];
    if (!made || !('size' in made)) {
      throw new Error(`No download ${n}: ${createObjectURL.mock.calls.length} object URL(s) made`);
    }
    return made;
  };
  return {
    click,
    createObjectURL,
    link,
    name: (n) => link(n).download,
    blob,
    text: (n) => readText(blob(n)),
  };
}

/**
 * A Blob the page made (new Blob: jsdom's) has no text() and is read with jsdom's FileReader; one
 * from fetch (Node's) has text(), and jsdom's FileReader does not take it.
 */
function readText(blob: Blob): Promise<string> {
  const fromFetch: Partial<Pick<Blob, 'text'>> = blob;
  if (fromFetch.text) return blob.text();
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(String(reader.result));
    reader.onerror = () => reject(reader.error ?? new Error('The download could not be read'));
    reader.readAsText(blob);
  });
}
