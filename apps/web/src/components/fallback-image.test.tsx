import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { FallbackImage, LOGO_FOLDER, PLACEHOLDER_SRC } from './fallback-image';

const srcOf = () => screen.getByRole('img').getAttribute('src');

describe('FallbackImage', () => {
  it('tries the fallback, then the logo folder, then the placeholder, and stops there', () => {
    render(
      <FallbackImage
        src="https://cdn.example.org/img/partner.svg"
        fallbackSrc="/x/p.png"
        alt="P"
      />,
    );
    const img = screen.getByRole('img', { name: 'P' });
    expect(srcOf()).toBe('https://cdn.example.org/img/partner.svg');

    fireEvent.error(img);
    expect(srcOf()).toBe('/x/p.png');

    fireEvent.error(img);
    expect(srcOf()).toBe(`${LOGO_FOLDER}partner.svg`);

    fireEvent.error(img);
    expect(srcOf()).toBe(PLACEHOLDER_SRC);

    // The placeholder failing too must not start the chain again.
    fireEvent.error(img);
    fireEvent.error(img);
    expect(srcOf()).toBe(PLACEHOLDER_SRC);
  });

  it('looks in the logo folder and for the placeholder under the app base path', () => {
    // The build serves the app under /tool/ (vite.config.ts base); Vitest runs it under /.
    expect(LOGO_FOLDER).toBe(`${import.meta.env.BASE_URL}logos/`);
    expect(PLACEHOLDER_SRC).toBe(`${import.meta.env.BASE_URL}placeholder.svg`);
  });

  it('skips steps that would repeat a source already tried', () => {
    render(<FallbackImage src={`${LOGO_FOLDER}partner.svg`} alt="P" />);
    fireEvent.error(screen.getByRole('img'));
    expect(srcOf()).toBe(PLACEHOLDER_SRC);
  });

  it('starts over when the source changes', () => {
    const { rerender } = render(<FallbackImage src="/a/one.svg" alt="P" />);
    fireEvent.error(screen.getByRole('img'));
    expect(srcOf()).toBe(`${LOGO_FOLDER}one.svg`);
    rerender(<FallbackImage src="/a/two.svg" alt="P" />);
    expect(srcOf()).toBe('/a/two.svg');
  });
});
