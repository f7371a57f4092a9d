import type { RemoteHealth, VersionHealth } from '@tutor/contract';
import { formatDecimalId, formatNumberId } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { useChangeCanaryMutation } from './platformApi';

function VersionRow({ label, version }: { label: string; version: VersionHealth }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{version.versi}</td>
      <td>{formatNumberId(version.tampilan)}</td>
      <td>{formatNumberId(version.kesalahan)}</td>
      <td>{formatDecimalId(version.per_seribu, 1)}</td>
    </tr>
  );
}

/** One remote: its live and canary builds, their views and errors in the last hour, promote and roll back. */
export function RemoteHealthCard({ remote }: { remote: RemoteHealth }) {
  const [change, changing] = useChangeCanaryMutation();
  const { canary } = remote;
  return (
    <section className="shell-platform__remote" aria-labelledby={`remote-${remote.nama}`}>
      <h2 id={`remote-${remote.nama}`}>{remote.nama}</h2>
      <p className="shell-platform__routes">Rute: {remote.rute.join(', ')}</p>
      <p>
        {canary
          ? `Canary untuk ${formatDecimalId(canary.persen, 0)}% pengunjung.`
          : 'Tanpa canary: semua pengunjung memakai versi live.'}
      </p>
      <div className="shell-platform__table">
        <table>
          <caption>Satu jam terakhir</caption>
          <thead>
            <tr>
              <th scope="col">Build</th>
              <th scope="col">Versi</th>
              <th scope="col">Tampilan</th>
              <th scope="col">Kesalahan</th>
              <th scope="col">Kesalahan per 1.000 tampilan</th>
            </tr>
          </thead>
          <tbody>
            <VersionRow label="Live" version={remote.live} />
            {canary && <VersionRow label="Canary" version={canary} />}
          </tbody>
        </table>
      </div>
      {canary && (
        <div className="shell-platform__actions">
          <Button busy={changing.isLoading} onClick={() => void change({ remote: remote.nama, act: 'promote' })}>
            Promosikan canary {remote.nama}
          </Button>
          <Button
            variant="secondary"
            busy={changing.isLoading}
            onClick={() => void change({ remote: remote.nama, act: 'rollback' })}
          >
            Rollback canary {remote.nama}
          </Button>
        </div>
      )}
      {changing.isError && <p role="alert">Perubahan gagal. Muat ulang halaman lalu coba lagi.</p>}
    </section>
  );
}
