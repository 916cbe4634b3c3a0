import { extractText, getDocumentProxy, getMeta } from 'unpdf';

/**
 * The text of a PDF document, all pages joined, with white space (also the narrow no-break space
 * of French numbers) as single spaces; and its Title and Author. For tests of generated documents.
 */
export async function pdfText(pdf: Buffer | Uint8Array) {
  const document = await getDocumentProxy(new Uint8Array(pdf));
  try {
    const { text } = await extractText(document, { mergePages: true });
    const { info } = await getMeta(document);
    const meta = info as { Title?: string; Author?: string };
    return {
      text: text.replace(/\s+/gu, ' '),
      title: meta.Title ?? null,
      author: meta.Author ?? null,
    };
  } finally {
    await document.destroy();
  }
}
