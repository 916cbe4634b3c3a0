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
    // A closed list of suggestions (Autocomplete, Select, TagsInput) is not kept in the page:
    // kept, it is positioned when the field mounts, a layout of the whole page inside the task
    // that renders it (docs/decisions.md 28). The field points at its list only while it is open.
    Combobox: { defaultProps: { keepMounted: false } },
    // A dialog stops the page behind it from scrolling by wheel and touch, and leaves its scroll
    // bar alone: taking the bar away measures the page as the dialog mounts, another layout of the
    // whole page in that task (step 1's info opens with the page).
    Modal: { defaultProps: { removeScrollProps: { removeScrollBar: false } } },
  },
});
