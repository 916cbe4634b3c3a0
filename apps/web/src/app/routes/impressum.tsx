import { publicConfigQuery } from '../../lib/public-config-query';
import { ensureData } from '../route-data';

/**
 * The operator's details (GET /config) the page names, asked before it renders: a #section
 * address lands where it stays, not above text that grows when they come.
 */
export const loader = () => ensureData(publicConfigQuery);

export { ImpressumPage as Component } from '../../features/legal/impressum-page';
