import { createTheme, InputError, Title } from '@mantine/core';

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
    // A field's error is announced when it appears (the input also points at it with
    // aria-invalid and aria-describedby).
    InputError: InputError.extend({ defaultProps: { role: 'alert' } }),
    Title: Title.extend({ styles: { root: { overflowWrap: 'anywhere', hyphens: 'auto' } } }),
  },
});
