import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { SelectOption } from '@tutor/contract';
import { MultiSelect } from './MultiSelect';

const levels: SelectOption[] = [
  { value: 14, label: 'SD' },
  { value: 15, label: 'SMP' },
];

function Levels({ onChange }: { onChange: (options: SelectOption[]) => void }) {
  const [value, setValue] = useState<SelectOption[]>([]);
  return (
    <MultiSelect
      label="Jenjang"
      options={levels}
      value={value}
      onChange={(chosen) => {
        setValue(chosen);
        onChange(chosen);
      }}
    />
  );
}

describe('MultiSelect', () => {
  it('is named by its label and keeps several choices', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Levels onChange={onChange} />);
    await user.click(screen.getByRole('combobox', { name: 'Jenjang' }));
    await user.click(screen.getByRole('option', { name: 'SD' }));
    await user.click(screen.getByRole('combobox', { name: 'Jenjang' }));
    await user.click(await screen.findByRole('option', { name: 'SMP' }));
    expect(onChange).toHaveBeenLastCalledWith(levels);
    expect(screen.getByRole('button', { name: 'Hapus SD' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
  });

  it('tells a screen reader what happens in Indonesian', async () => {
    const user = userEvent.setup();
    const { container } = render(<Levels onChange={jest.fn()} />);
    await user.click(screen.getByRole('combobox', { name: 'Jenjang' }));
    // react-select's live region: the visually hidden text after the input's label
    const live = () => [...container.querySelectorAll('[aria-live]')].map((region) => region.textContent).join(' ');
    expect(live()).toContain('2 pilihan tersedia');
    expect(live()).toContain('Gunakan panah Atas dan Bawah untuk memilih');
    expect(live()).not.toMatch(/results available|Use Up and Down|selected\./);
  });
});
