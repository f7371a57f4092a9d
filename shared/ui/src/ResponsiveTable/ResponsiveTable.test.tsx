import { render, screen, within } from '@testing-library/react';
import { ResponsiveTable } from './ResponsiveTable';

interface Lesson {
  code: string;
  amount: number;
}

const rows: Lesson[] = [
  { code: 'LES-1', amount: 100 },
  { code: 'LES-2', amount: 250 },
];

it('names each cell by its column and keeps the caption for screen readers', () => {
  render(
    <ResponsiveTable
      className="demo-table"
      caption="Daftar les"
      columns={[
        { label: 'Kode', cell: (row: Lesson) => row.code },
        { label: 'Jumlah', cell: (row: Lesson) => `${row.amount}`, className: 'demo-table__money' },
      ]}
      rows={rows}
      rowKey={(row) => row.code}
    />,
  );
  const table = screen.getByRole('table', { name: 'Daftar les' });
  expect(table).toHaveClass('demo-table');
  expect(
    within(table)
      .getAllByRole('columnheader')
      .map((header) => header.textContent),
  ).toEqual(['Kode', 'Jumlah']);
  const secondRow = within(table).getByRole('row', { name: /LES-2/ });
  const cells = within(secondRow).getAllByRole('cell');
  expect(cells.map((cell) => [cell.dataset['label'], cell.textContent])).toEqual([
    ['Kode', 'LES-2'],
    ['Jumlah', '250'],
  ]);
  expect(cells[1]).toHaveClass('demo-table__money');
  expect(cells[0]).not.toHaveAttribute('class');
});
