/**
 * Hands a file made in the browser (a CSV) or fetched with the token (a PDF, the data export) to
 * the browser as a download: an object URL on a hidden link that is clicked once.
 */
export function saveFile(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.style.display = 'none';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // Some browsers start the download after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** A CSV text as a download (UTF-8, the type spreadsheets open). */
export function saveCsv(csv: string, filename: string): void {
  saveFile(new Blob([csv], { type: 'text/csv;charset=utf-8' }), filename);
}

/** The local date as YYYY-MM-DD, for file names ('foodhub-my-data-2026-11-03.json'). */
export function fileDate(date: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}
