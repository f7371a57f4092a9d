import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './Accordion.css';

export interface AccordionItem {
  id: string;
  question: string;
  answer: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** the level of the headings wrapping each question, to fit the page outline */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * Questions and answers (WAI-ARIA accordion pattern): each question is a button in a heading
 * with aria-expanded/aria-controls; one answer is open at a time, the first by default.
 * Arrow keys, Home and End move between the questions.
 */
export function Accordion({ items, headingLevel = 3, className }: AccordionProps) {
  const baseId = useId();
  // undefined: nobody has chosen yet, so the first item is open (even if items arrive later)
  const [chosenId, setChosenId] = useState<string | null | undefined>(undefined);
  const openId = chosenId === undefined ? items[0]?.id : chosenId;
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const Heading = `h${headingLevel}` as const;

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const last = items.length - 1;
    const target = {
      ArrowDown: index === last ? 0 : index + 1,
      ArrowUp: index === 0 ? last : index - 1,
      Home: 0,
      End: last,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    buttons.current[target]?.focus();
  };

  return (
    <div className={['ui-accordion', className ?? ''].join(' ').trim()}>
      {items.map((item, index) => {
        const open = item.id === openId;
        const buttonId = `${baseId}-${index}-button`;
        const panelId = `${baseId}-${index}-panel`;
        return (
          <div key={item.id} className={open ? 'ui-accordion__item ui-accordion__item--open' : 'ui-accordion__item'}>
            <Heading className="ui-accordion__heading">
              <button
                ref={(element) => {
                  buttons.current[index] = element;
                }}
                id={buttonId}
                type="button"
                className="ui-accordion__button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => setChosenId(open ? null : item.id)}
                onKeyDown={(event) => moveFocus(event, index)}
              >
                <span>{item.question}</span>
                <span aria-hidden="true" className="ui-accordion__icon" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className="ui-accordion__panel" hidden={!open}>
              {item.answer}
            </div>
          </div>
        );
      })}
    </div>
  );
}
