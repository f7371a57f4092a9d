import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Accordion } from './Accordion';

const faq = [
  { id: 'biaya', question: 'Berapa biaya les privat?', answer: <p>Biaya tergantung jenjang dan jumlah pertemuan.</p> },
  {
    id: 'guru',
    question: 'Bagaimana cara memilih guru?',
    answer: <p>Pilih guru dari hasil pencarian sesuai mata pelajaran.</p>,
  },
  { id: 'online', question: 'Apakah bisa belajar online?', answer: <p>Bisa, les online memakai video call.</p> },
];

function question(name: string) {
  return screen.getByRole('button', { name });
}

describe('Accordion', () => {
  it('puts each question button in a heading of the requested level', () => {
    render(<Accordion items={faq} headingLevel={2} />);
    expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual(
      faq.map((item) => item.question),
    );
  });

  it('opens the first item by default and ties each button to its answer', () => {
    render(<Accordion items={faq} />);
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(3);
    const first = question('Berapa biaya les privat?');
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(question('Bagaimana cara memilih guru?')).toHaveAttribute('aria-expanded', 'false');
    const answer = screen.getByRole('region', { name: 'Berapa biaya les privat?' });
    expect(first).toHaveAttribute('aria-controls', answer.id);
    expect(answer).toHaveTextContent('Biaya tergantung jenjang');
    expect(screen.getByText('Bisa, les online memakai video call.')).not.toBeVisible();
  });

  it('keeps one item open at a time', async () => {
    render(<Accordion items={faq} />);
    await userEvent.click(question('Apakah bisa belajar online?'));
    expect(question('Apakah bisa belajar online?')).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('Bisa, les online memakai video call.')).toBeVisible();
    expect(question('Berapa biaya les privat?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Biaya tergantung jenjang dan jumlah pertemuan.')).not.toBeVisible();
  });

  it('closes the open item when its question is pressed again', async () => {
    render(<Accordion items={faq} />);
    await userEvent.click(question('Berapa biaya les privat?'));
    expect(question('Berapa biaya les privat?')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('region')).toHaveLength(0);
  });

  it('works from the keyboard: arrows, Home and End move, Enter and Space toggle', async () => {
    render(<Accordion items={faq} />);
    await userEvent.tab();
    expect(question('Berapa biaya les privat?')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(question('Bagaimana cara memilih guru?')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(question('Bagaimana cara memilih guru?')).toHaveAttribute('aria-expanded', 'true');
    await userEvent.keyboard('{End}');
    expect(question('Apakah bisa belajar online?')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(question('Berapa biaya les privat?')).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    expect(question('Apakah bisa belajar online?')).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await userEvent.keyboard(' ');
    expect(question('Berapa biaya les privat?')).toHaveAttribute('aria-expanded', 'true');
    expect(question('Bagaimana cara memilih guru?')).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens the first item when the questions arrive after the first render', () => {
    const { rerender } = render(<Accordion items={[]} />);
    rerender(<Accordion items={faq} />);
    expect(question('Berapa biaya les privat?')).toHaveAttribute('aria-expanded', 'true');
  });
});
