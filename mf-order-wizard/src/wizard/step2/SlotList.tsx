import { useAppDispatch, useDraft } from '../../state/hooks';
import { slotRemoved } from '../../state/wizardSlice';

/** The weekly slots added so far, each removable. */
export function SlotList() {
  const draft = useDraft();
  const dispatch = useAppDispatch();
  if (draft.slots.length === 0)
    return <p className="wizard-muted">Belum ada waktu les. Tambahkan minimal satu hari dan jam.</p>;
  return (
    <ul className="wizard-slots" aria-label="Waktu les mingguan">
      {draft.slots.map((slot) => {
        const text = `${slot.hari} ${slot.jam}`;
        return (
          <li key={slot.hari} className="wizard-slots__item">
            <span>{text}</span>
            <button
              type="button"
              className="wizard-slots__remove"
              aria-label={`Hapus ${text}`}
              onClick={() => dispatch(slotRemoved(slot.hari))}
            >
              ×
            </button>
          </li>
        );
      })}
    </ul>
  );
}
