import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AvailabilityTable, type AvailabilitySlot } from './AvailabilityTable';

function Week({ initial, onChange }: { initial: AvailabilitySlot[]; onChange: (slots: AvailabilitySlot[]) => void }) {
  const [slots, setSlots] = useState(initial);
  return (
    <AvailabilityTable
      value={slots}
      onChange={(next) => {
        setSlots(next);
        onChange(next);
      }}
    />
  );
}

describe('AvailabilityTable', () => {
  it('adds the next day, edits a row and removes it, every control named by its row', async () => {
    const onChange = jest.fn();
    const user = userEvent.setup();
    render(<Week initial={[{ hari: 'Senin', jam_mulai: '15:00', jam_selesai: '17:00' }]} onChange={onChange} />);
    expect(screen.getByRole('table', { name: 'Jadwal ketersediaan mingguan' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '+ Tambah jadwal' }));
    expect(screen.getByRole('combobox', { name: 'Hari baris 2' })).toHaveValue('Selasa');

    await user.selectOptions(screen.getByRole('combobox', { name: 'Hari baris 2' }), 'Sabtu');
    expect(onChange).toHaveBeenLastCalledWith([
      { hari: 'Senin', jam_mulai: '15:00', jam_selesai: '17:00' },
      { hari: 'Sabtu', jam_mulai: '15:00', jam_selesai: '17:00' },
    ]);

    await user.click(screen.getByRole('button', { name: 'Hapus baris 1' }));
    expect(onChange).toHaveBeenLastCalledWith([{ hari: 'Sabtu', jam_mulai: '15:00', jam_selesai: '17:00' }]);
    expect(screen.getByLabelText('Jam mulai baris 1')).toHaveValue('15:00');
  });

  it('says when there is no row yet', () => {
    render(<Week initial={[]} onChange={jest.fn()} />);
    expect(screen.getByText('Belum ada jadwal. Tambahkan minimal satu.')).toBeInTheDocument();
  });
});
