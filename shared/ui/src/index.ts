import './theme.css';

export * from './Button';
export * from './Card';
export * from './Carousel';
export * from './DiscountClaimBox';
export * from './EmptyState';
export * from './Field';
export * from './NotFoundPage';
export * from './Price';
export * from './Rating';
export * from './Section';
export * from './Select';
export * from './Skeleton';
export * from './StatusPanel';
export * from './WhatsAppNumberField';
export { usePageTitle, SITE_NAME } from './hooks/usePageTitle';
export { mountStandalone } from './standalone/mountStandalone';
