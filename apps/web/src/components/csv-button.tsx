import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { saveCsv } from '../lib/download';

/** A CSV file made when asked: its text and its name; null when there is nothing to save. */
export type CsvFile = { text: string; name: string } | null;

/** 'Download CSV' and the like: the file is made when the button is pressed, then saved. */
export function CsvButton({ file, children }: { file: () => CsvFile; children: ReactNode }) {
  return (
    <Button
      variant="default"
      leftSection={<IconDownload size={18} aria-hidden />}
      onClick={() => {
        const made = file();
        if (made) saveCsv(made.text, made.name);
      }}
    >
      {children}
    </Button>
  );
}
