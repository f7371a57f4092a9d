export { usePageTitle, SITE_NAME } from './usePageTitle';
