import { useId } from 'react';
import { WEEKDAYS, type Weekday } from '@tutor/rules';
import './AvailabilityTable.css';

/** The rules' list (one list of days), still exported here: a shared library's export stays until its next major. */
export { WEEKDAYS };
export type WeekdayName = Weekday;

export interface AvailabilitySlot {
  hari: Weekday;
  jam_mulai: string;
  jam_selesai: string;
}

export interface AvailabilityTableProps {
  value: AvailabilitySlot[];
  onChange: (slots: AvailabilitySlot[]) => void;
  /** the server's limit (21: three slots a day) */
  maxRows?: number;
  caption?: string;
}

/** A new row: the day after the last one, in the afternoon (when most lessons are). */
function nextSlot(slots: AvailabilitySlot[]): AvailabilitySlot {
  const last = slots.at(-1);
  const day = (last && WEEKDAYS[(WEEKDAYS.indexOf(last.hari) + 1) % WEEKDAYS.length]) ?? 'Senin';
  return { hari: day, jam_mulai: last?.jam_mulai ?? '15:00', jam_selesai: last?.jam_selesai ?? '17:00' };
}

/** A teacher's weekly availability: rows of day, start and end, added and removed by the teacher. */
export function AvailabilityTable({
  value,
  onChange,
  maxRows = 21,
  caption = 'Jadwal ketersediaan mingguan',
}: AvailabilityTableProps) {
  const baseId = useId();
  const change = (index: number, patch: Partial<AvailabilitySlot>) =>
    onChange(value.map((slot, i) => (i === index ? { ...slot, ...patch } : slot)));
  return (
    <div className="ui-availability">
      <table className="ui-availability__table">
        <caption className="ui-availability__caption">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">Hari</th>
            <th scope="col">Jam mulai</th>
            <th scope="col">Jam selesai</th>
            <th scope="col">
              <span className="ui-visually-hidden">Hapus</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {value.map((slot, index) => {
            const row = `${baseId}-${index}`;
            const name = `baris ${index + 1}`;
            return (
              <tr key={row}>
                <td>
                  <select
                    aria-label={`Hari ${name}`}
                    value={slot.hari}
                    onChange={(event) => change(index, { hari: event.target.value as Weekday })}
                  >
                    {WEEKDAYS.map((day) => (
                      <option key={day}>{day}</option>
                    ))}
                  </select>
                </td>
                <td>
                  <input
                    type="time"
                    aria-label={`Jam mulai ${name}`}
                    value={slot.jam_mulai}
                    onChange={(event) => change(index, { jam_mulai: event.target.value })}
                  />
                </td>
                <td>
                  <input
                    type="time"
                    aria-label={`Jam selesai ${name}`}
                    value={slot.jam_selesai}
                    onChange={(event) => change(index, { jam_selesai: event.target.value })}
                  />
                </td>
                <td>
                  <button
                    type="button"
                    className="ui-availability__remove"
                    onClick={() => onChange(value.filter((_, i) => i !== index))}
                  >
                    Hapus<span className="ui-visually-hidden"> {name}</span>
                  </button>
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {value.length === 0 && <p className="ui-availability__empty">Belum ada jadwal. Tambahkan minimal satu.</p>}
      <button
        type="button"
        className="ui-availability__add"
        disabled={value.length >= maxRows}
        onClick={() => onChange([...value, nextSlot(value)])}
      >
        + Tambah jadwal
      </button>
    </div>
  );
}
