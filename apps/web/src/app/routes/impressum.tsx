export { ImpressumPage as Component } from '../../features/legal/impressum-page';
