import { useId } from 'react';

/**
 * The product's logo, drawn in the page: no request, and no document of its own, which the
 * browser builds on the main thread for every SVG <img> (5-50 ms each on the bench machine,
 * docs/decisions.md 28). The header and the footer show it; the boot view in index.html draws the
 * same shapes. Named when a label is given, else hidden from assistive technology.
 */
export function AppLogo({ label, className }: { label?: string; className?: string }) {
  // Unique per drawing: the header and the footer both show the logo in one page.
  const gradient = useId();
  return (
    <svg
      viewBox="0 0 64 64"
      className={className}
      {...(label ? { role: 'img', 'aria-label': label } : { 'aria-hidden': true })}
    >
      <defs>
        <linearGradient id={gradient} x1="0" y1="0" x2="1" y2="1">
          <stop offset="0" stopColor="#40c057" />
          <stop offset="1" stopColor="#2b8a3e" />
        </linearGradient>
      </defs>
      <rect width="64" height="64" rx="16" fill={`url(#${gradient})`} />
      <path d="M6 50 L22 26 L30 37 L38 24 L58 50 Z" fill="#ffffff" fillOpacity="0.95" />
      <path d="M38 24 L43 31 L40 30 L37 33 L34 30 Z" fill="#d3f9d8" />
      <path d="M22 26 L26 32 L23 31 L20 34 Z" fill="#d3f9d8" />
      <path d="M40 48c0-8 6-13 14-14-1 8-6 14-13 14z" fill="#2b8a3e" />
      <path
        d="M41 48c3-4 6-7 10-10"
        stroke="#ffffff"
        strokeWidth="1.6"
        fill="none"
        strokeLinecap="round"
      />
      <circle cx="48" cy="14" r="5" fill="#ffe066" />
    </svg>
  );
}
