import { Accordion } from '@tutor/ui/Accordion';
import { Section } from '@tutor/ui/Section';
import type { FaqEntry } from '../content/faq';

export interface FaqSectionProps {
  entries: readonly FaqEntry[];
  title?: string;
  subtitle?: string;
}

/** A page's FAQ group: one answer open at a time, the first by default. */
export function FaqSection({ entries, title = 'Pertanyaan yang Sering Diajukan', subtitle }: FaqSectionProps) {
  const items = entries.map((entry) => ({ id: entry.id, question: entry.question, answer: <p>{entry.answer}</p> }));
  return (
    <Section title={title} subtitle={subtitle} className="landing-faq">
      <Accordion items={items} headingLevel={3} />
    </Section>
  );
}
