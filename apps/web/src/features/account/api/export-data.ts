import { useMutation } from '@tanstack/react-query';
import { apiDownload } from '../../../lib/api-client';
import { fileDate, saveFile } from '../../../lib/download';

/** The file name of the data export: foodhub-my-data-<date>.json. */
export const exportFilename = (date: Date = new Date()) => `foodhub-my-data-${fileDate(date)}.json`;

/** GET /me/export: everything stored about the account, saved as a JSON file (GDPR Art. 20). */
export async function downloadMyData(): Promise<void> {
  const file = await apiDownload('/me/export');
  const blob =
    file.blob.type === '' ? new Blob([file.blob], { type: 'application/json' }) : file.blob;
  saveFile(blob, exportFilename());
}

export function useDownloadMyData() {
  return useMutation({ mutationFn: downloadMyData });
}
