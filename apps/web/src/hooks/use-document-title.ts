import { useEffect } from 'react';

export const APP_TITLE = 'Alpine Food Hub';

/**
 * Sets the browser tab title of a page: "<title> | Alpine Food Hub", or the product name alone.
 * Call it in leaf pages only: a parent's effect runs after its child's and would win.
 */
export function useDocumentTitle(title?: string) {
  useEffect(() => {
    document.title = title ? `${title} | ${APP_TITLE}` : APP_TITLE;
  }, [title]);
}
