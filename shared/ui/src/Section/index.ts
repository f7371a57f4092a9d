export { Section, SectionHeading } from './Section';
export type { SectionProps, SectionHeadingProps } from './Section';
