import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelectOption } from '@tutor/contract';
import { Select } from './Select';

const levels: SelectOption[] = [
  { value: 1, label: 'SD' },
  { value: 2, label: 'SMP' },
  { value: 3, label: 'SMA' },
];

function LevelSelect({
  onChange,
  ...props
}: {
  onChange?: (option: SelectOption | null) => void;
  error?: string;
  isSearchable?: boolean;
}) {
  const [value, setValue] = useState<SelectOption | null>(null);
  return (
    <Select
      label="Jenjang"
      options={levels}
      value={value}
      onChange={(option) => {
        setValue(option);
        onChange?.(option);
      }}
      {...props}
    />
  );
}

describe('Select', () => {
  it('is a combobox named by its label, showing the placeholder', () => {
    render(<LevelSelect />);
    expect(screen.getByRole('combobox', { name: 'Jenjang' })).toBeInTheDocument();
    expect(screen.getByLabelText('Jenjang')).toHaveAttribute('role', 'combobox');
    expect(screen.getByText('Pilih...')).toBeInTheDocument();
  });

  it('chooses an option with the keyboard', async () => {
    const onChange = jest.fn();
    render(<LevelSelect onChange={onChange} />);
    await userEvent.tab();
    expect(screen.getByLabelText('Jenjang')).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    expect(screen.getByRole('listbox')).toBeInTheDocument();
    await userEvent.keyboard('{ArrowDown}{Enter}');
    expect(onChange).toHaveBeenCalledWith({ value: 2, label: 'SMP' });
    expect(screen.getByText('SMP')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('chooses an option with the mouse', async () => {
    render(<LevelSelect />);
    await userEvent.click(screen.getByLabelText('Jenjang'));
    await userEvent.click(screen.getByRole('option', { name: 'SMA' }));
    expect(screen.getByText('SMA')).toBeInTheDocument();
  });

  it('filters by typing when searchable, and says when nothing matches', async () => {
    render(<LevelSelect isSearchable />);
    await userEvent.type(screen.getByLabelText('Jenjang'), 'sm');
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['SMP', 'SMA']);
    await userEvent.type(screen.getByLabelText('Jenjang'), 'x');
    expect(screen.getByText('Tidak ada pilihan')).toBeInTheDocument();
  });

  it('shows its error as an alert and marks the combobox invalid', () => {
    render(<LevelSelect error="Program harus di isi" />);
    expect(screen.getByRole('alert')).toHaveTextContent('Program harus di isi');
    expect(screen.getByRole('combobox', { name: 'Jenjang' })).toHaveAttribute('aria-invalid', 'true');
  });
});
