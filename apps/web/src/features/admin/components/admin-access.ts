import { createContext, useContext, useEffect } from 'react';
import { isForbidden } from '../lib/access';

/**
 * Tells the console's layout that the API refused the account (403): its roles changed since
 * GET /user/info was read. The layout then shows the not-for-you page instead of the console.
 */
export const AdminAccessContext = createContext<() => void>(() => {});

/** Hands a 403 of one of the console's calls to the layout. */
export function useDenyOnForbidden(error: unknown) {
  const deny = useContext(AdminAccessContext);
  useEffect(() => {
    if (isForbidden(error)) deny();
  }, [error, deny]);
}
