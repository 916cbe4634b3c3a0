export { default } from './vite.config';
