import type { AuditRow } from '@tutor/contract';
import { formatInstantId } from '@tutor/rules';
import { actionLabel, actorLabel, changeLines, objectLabel } from './auditLabels';

/** One row of the log: when (WIB), who and from where, what, on which object, what changed. */
export function AuditRowItem({ row }: { row: AuditRow }) {
  const lines = changeLines(row.sebelum, row.sesudah);
  return (
    <tr>
      <td data-label="Waktu">{formatInstantId(row.waktu)}</td>
      <td data-label="Oleh">
        {actorLabel(row)}
        {row.alamat && <span className="shell-audit__address">{row.alamat}</span>}
      </td>
      <td data-label="Aksi">{actionLabel(row.aksi)}</td>
      <td data-label="Objek">{objectLabel(row)}</td>
      <td data-label="Perubahan">
        {lines.length === 0 ? (
          '–'
        ) : (
          <ul className="shell-audit__changes">
            {lines.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </td>
    </tr>
  );
}
