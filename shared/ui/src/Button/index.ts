export { Button, ButtonLink } from './Button';
export type { ButtonProps, ButtonLinkProps } from './Button';
