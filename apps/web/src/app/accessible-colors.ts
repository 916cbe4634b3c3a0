import type { CSSVariablesResolver } from '@mantine/core';

// WCAG 2.1 AA asks for 4.5:1 between normal text and its background. Mantine's light scheme
// uses shade 8 of the palette (green #2f9e44: 3.4:1 with white) for filled buttons and for the
// text of light/subtle/outline variants, and gray.6 for dimmed text (3.3:1). The resolver below
// keeps each colour's hue and darkens it only as far as needed, so the design stays the same.

type Rgb = [number, number, number];

const MIN_CONTRAST = 4.6; // 4.5:1 with a little room for rounding and anti-aliasing

function parseHex(hex: string): Rgb {
  const h = hex.replace('#', '');
  const full = h.length === 3 ? [...h].map((c) => c + c).join('') : h;
  return [0, 2, 4].map((i) => parseInt(full.slice(i, i + 2), 16)) as Rgb;
}

function toHex(rgb: Rgb): string {
  return `#${rgb.map((v) => Math.round(v).toString(16).padStart(2, '0')).join('')}`;
}

function luminance([r, g, b]: Rgb): number {
  const lin = (v: number) => {
    const c = v / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * lin(r) + 0.7152 * lin(g) + 0.0722 * lin(b);
}

export function contrast(a: string, b: string): number {
  const [l1, l2] = [luminance(parseHex(a)), luminance(parseHex(b))].sort((x, y) => y - x);
  return (l1! + 0.05) / (l2! + 0.05);
}

/** color over white with the given opacity, as Mantine's light variant backgrounds are. */
export function tint(color: string, alpha: number): string {
  const rgb = parseHex(color);
  return toHex(rgb.map((v) => 255 - (255 - v) * alpha) as Rgb);
}

/** color darkened by the given fraction (0.1: ten per cent darker). */
export function darker(color: string, fraction: number): string {
  return toHex(parseHex(color).map((v) => v * (1 - fraction)) as Rgb);
}

/** color darkened in small steps until it reads on every one of the backgrounds. */
export function readableOn(color: string, backgrounds: string[]): string {
  let rgb = parseHex(color);
  for (let i = 0; i < 40; i++) {
    const hex = toHex(rgb);
    if (backgrounds.every((bg) => contrast(hex, bg) >= MIN_CONTRAST)) return hex;
    rgb = rgb.map((v) => v * 0.96) as Rgb;
  }
  return toHex(rgb);
}

/** Light surfaces text sits on: the page, Mantine's gray.0 to gray.2 panels. */
const SURFACES = ['#ffffff', '#f8f9fa', '#f1f3f5', '#ebebec'];

/**
 * Light-scheme variables with enough contrast: per palette colour the filled background (white
 * text on it), the text of light, subtle and outline variants and the colour's text; dimmed
 * text, error messages and links.
 */
export const accessibleColors: CSSVariablesResolver = (theme) => {
  const shade =
    typeof theme.primaryShade === 'number' ? theme.primaryShade : theme.primaryShade.light;
  const light: Record<string, string> = {};
  for (const [name, palette] of Object.entries(theme.colors)) {
    if (name === 'dark' || palette.length < 10) continue;
    const base = palette[shade]!;
    const filled = readableOn(base, ['#ffffff']);
    const text = readableOn(base, [...SURFACES, tint(base, 0.15), tint(palette[0]!, 1)]);
    light[`--mantine-color-${name}-filled`] = filled;
    light[`--mantine-color-${name}-filled-hover`] = darker(filled, 0.12);
    light[`--mantine-color-${name}-light-color`] = text;
    light[`--mantine-color-${name}-outline`] = text;
    light[`--mantine-color-${name}-text`] = text;
  }
  const gray = theme.colors.gray;
  const red = theme.colors.red;
  light['--mantine-color-dimmed'] = readableOn(gray[6]!, SURFACES);
  light['--mantine-color-error'] = readableOn(red[6]!, [...SURFACES, tint(red[6]!, 0.1)]);
  light['--mantine-color-anchor'] = light[`--mantine-color-${theme.primaryColor}-text`]!;
  return { variables: {}, light, dark: {} };
};
