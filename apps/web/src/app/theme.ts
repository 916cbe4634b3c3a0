import { createTheme, InputError, Title } from '@mantine/core';
import focusRing from './focus-ring.module.css';

export const theme = createTheme({
  primaryColor: 'green',
  primaryShade: 8,
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // A step's heading is one long word in German ('Lebensmittelüberschuss'): on a phone it is
  // smaller, so the word fits whole instead of breaking before its last letter.
  headings: {
    fontWeight: '700',
    sizes: { h2: { fontSize: 'clamp(1.375rem, 1rem + 1.6vw, 1.625rem)' } },
  },
  defaultRadius: 'md',
  components: {
    // Long compound words ('Datenschutzerklärung') must not push a heading past a phone's edge:
    // they are hyphenated by the document language, or broken where nothing else fits.
    // A field's error is announced when it appears (the input also points at it with
    // aria-invalid and aria-describedby).
    InputError: InputError.extend({ defaultProps: { role: 'alert' } }),
    // Every input (text, select, password, number...) shows a 2 px ring while focused.
    // A plain object, not Input.extend: importing Input here would bring every input part into
    // the first script of every page (the home page's budget).
    Input: { classNames: { input: focusRing.input } },
    Title: Title.extend({ styles: { root: { overflowWrap: 'anywhere', hyphens: 'auto' } } }),
    // A wide table scrolls sideways on a phone: its caption starts at the left edge, where the
    // reader is, rather than in the middle of the whole table's width, out of view.
    Table: { styles: { caption: { textAlign: 'start' } } },
  },
});
