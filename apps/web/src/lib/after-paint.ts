/** The longest a task waits for the first frame (a background tab paints none). */
export const AFTER_PAINT_MAX_MS = 1000;
/**
 * How long after the frame that paints it: a frame reaches the screen some time after the page
 * drew it (40 ms measured in headless Chromium, longer on a slow phone).
 */
export const PRESENTED_AFTER_MS = 100;

/**
 * Runs `run` once what is rendered now is on screen: PRESENTED_AFTER_MS after the next frame, or
 * after AFTER_PAINT_MAX_MS when no frame comes. Returns a function that cancels it. Work started
 * this way (code, requests) does not compete with the page's first paint of its content
 * (docs/decisions.md 28).
 */
export function afterPaint(run: () => void): () => void {
  let settled = false;
  const once = () => {
    if (settled) return;
    settled = true;
    run();
  };
  let timer: ReturnType<typeof setTimeout> | undefined;
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(once, PRESENTED_AFTER_MS);
  });
  const fallback = setTimeout(once, AFTER_PAINT_MAX_MS);
  return () => {
    settled = true;
    cancelAnimationFrame(frame);
    clearTimeout(timer);
    clearTimeout(fallback);
  };
}
