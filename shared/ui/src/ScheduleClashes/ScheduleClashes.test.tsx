import { render, screen, within } from '@testing-library/react';
import { ScheduleClashes } from './ScheduleClashes';

describe('ScheduleClashes', () => {
  it("lists the teacher's clashing meetings with their dates", () => {
    render(
      <ScheduleClashes who="Rina Wulandari" clashes={[{ tanggal: '2026-12-10', jam: '16:00', kode: 'PP-0004' }]} />,
    );

    const note = screen.getByRole('note', { name: 'Jadwal bentrok: Rina Wulandari' });
    expect(note).toHaveTextContent('Jadwal bentrok dengan 1 pertemuan milik Rina Wulandari:');
    expect(within(note).getByRole('listitem')).toHaveTextContent(
      'Kamis, 10 Desember 2026 pukul 16.00 WIB (pesanan PP-0004)',
    );
  });

  it('shows nothing without a clash', () => {
    const { container } = render(<ScheduleClashes who="Anda" clashes={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
