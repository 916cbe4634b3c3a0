import { useState, type ImgHTMLAttributes } from 'react';
import { publicAsset } from '../lib/site-links';

/** Where images are looked up after their own source and fallback failed (spec part 1 §2). */
export const LOGO_FOLDER = publicAsset('logos/');
export const PLACEHOLDER_SRC = publicAsset('placeholder.svg');

export interface FallbackImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt'
> {
  src: string;
  fallbackSrc?: string;
  alt: string;
}

function fileName(src: string): string {
  const path = src.split(/[?#]/)[0] ?? '';
  return path.slice(path.lastIndexOf('/') + 1);
}

/**
 * The sources tried in order: the image, its fallback, the same file in the logo folder, the
 * placeholder. Duplicates are dropped, so no source is requested twice.
 */
export function fallbackChain(src: string, fallbackSrc?: string): string[] {
  const name = fileName(src);
  const candidates = [
    src,
    fallbackSrc,
    name ? `${LOGO_FOLDER}${name}` : undefined,
    PLACEHOLDER_SRC,
  ];
  return candidates.filter(
    (candidate, index): candidate is string =>
      Boolean(candidate) && candidates.indexOf(candidate) === index,
  );
}

/**
 * An <img> that walks the fallback chain on load errors and stops at the placeholder: it never
 * loops, even when the placeholder itself fails.
 */
export function FallbackImage(props: FallbackImageProps) {
  // A new source starts a new chain.
  return <ChainedImage key={`${props.src}|${props.fallbackSrc ?? ''}`} {...props} />;
}

function ChainedImage({ src, fallbackSrc, alt, onError, ...imgProps }: FallbackImageProps) {
  const chain = fallbackChain(src, fallbackSrc);
  const [attempt, setAttempt] = useState(0);
  const current = chain[Math.min(attempt, chain.length - 1)];

  return (
    <img
      {...imgProps}
      src={current}
      alt={alt}
      onError={(event) => {
        setAttempt((n) => Math.min(n + 1, chain.length - 1));
        onError?.(event);
      }}
    />
  );
}
