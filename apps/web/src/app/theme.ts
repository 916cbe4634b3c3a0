import { createTheme, Title } from '@mantine/core';

export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: 8,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  defaultRadius: 'md',
  components: {
    // Long compound words ('Datenschutzerklärung') must not push a heading past a phone's edge:
    // they are hyphenated by the document language, or broken where nothing else fits.
    Title: Title.extend({ styles: { root: { overflowWrap: 'anywhere', hyphens: 'auto' } } }),
  },
});
