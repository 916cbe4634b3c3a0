import {
  CHAT_WINDOW_MIN_SIZE,
  CHAT_WINDOW_OFFSET,
  type ChatPosition,
  type ChatSize,
} from '../store';

export interface Viewport {
  width: number;
  height: number;
}

export interface Rect extends ChatPosition, ChatSize {}

const clamp = (value: number, min: number, max: number) => Math.min(Math.max(value, min), max);

/** The size within the viewport and not below the minimum (unless the viewport is smaller). */
export function clampSize(size: ChatSize, viewport: Viewport): ChatSize {
  return {
    width: Math.min(Math.max(size.width, CHAT_WINDOW_MIN_SIZE.width), viewport.width),
    height: Math.min(Math.max(size.height, CHAT_WINDOW_MIN_SIZE.height), viewport.height),
  };
}

/** The top-left corner that keeps the whole window inside the viewport. */
export function clampPosition(position: ChatPosition, size: ChatSize, viewport: Viewport) {
  return {
    x: clamp(position.x, 0, Math.max(0, viewport.width - size.width)),
    y: clamp(position.y, 0, Math.max(0, viewport.height - size.height)),
  };
}

/** The default place: 20 px from the bottom-right corner (spec part 1 §9). */
export function defaultPosition(size: ChatSize, viewport: Viewport): ChatPosition {
  return {
    x: viewport.width - size.width - CHAT_WINDOW_OFFSET,
    y: viewport.height - size.height - CHAT_WINDOW_OFFSET,
  };
}

/** Where the window is drawn: the stored place and size, kept inside the viewport. */
export function windowRect(
  position: ChatPosition | null,
  size: ChatSize,
  viewport: Viewport,
): Rect {
  const fitted = clampSize(size, viewport);
  const place = clampPosition(position ?? defaultPosition(fitted, viewport), fitted, viewport);
  return { ...place, ...fitted };
}

/**
 * Resizing from the top-left corner: the right and bottom edges stay, the corner follows the
 * pointer (dx, dy from the start), never below the minimum nor past the viewport's top-left.
 */
export function resizeFromTopLeft(start: Rect, dx: number, dy: number): Rect {
  const right = start.x + start.width;
  const bottom = start.y + start.height;
  const width = clamp(start.width - dx, CHAT_WINDOW_MIN_SIZE.width, Math.max(right, 0));
  const height = clamp(start.height - dy, CHAT_WINDOW_MIN_SIZE.height, Math.max(bottom, 0));
  return { x: right - width, y: bottom - height, width, height };
}
