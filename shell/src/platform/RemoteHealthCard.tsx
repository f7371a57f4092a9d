import type { PlatformStatus, RemoteHealth, VersionHealth } from '@tutor/contract';
import { canaryErrorsTooHigh, formatDecimalId, formatInstantId, formatNumberId } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { useChangeCanaryMutation } from './platformApi';

/** A build is named by when it was made; its folder only when the server cannot tell the date. */
export function buildName(version: Pick<VersionHealth, 'dibangun' | 'versi'>): string {
  return version.dibangun ? `Dibuat ${formatInstantId(version.dibangun)}` : version.versi;
}

function VersionRow({ label, version }: { label: string; version: VersionHealth }) {
  return (
    <tr>
      <th scope="row">{label}</th>
      <td>{buildName(version)}</td>
      <td>{formatNumberId(version.tampilan)}</td>
      <td>{formatNumberId(version.kesalahan)}</td>
      <td>{formatDecimalId(version.per_seribu, 1)}</td>
    </tr>
  );
}

/**
 * One remote: its active build and its test build (the canary), their views and errors in the
 * last hour, making the test build active or taking it back, and a plain warning when it fails.
 */
export function RemoteHealthCard({ remote, policy }: { remote: RemoteHealth; policy: PlatformStatus['kebijakan'] }) {
  const [change, changing] = useChangeCanaryMutation();
  const { canary } = remote;
  const failing =
    canary &&
    canaryErrorsTooHigh(remote.live.per_seribu, canary.per_seribu, { thresholdPerThousand: policy.ambang_per_seribu });
  return (
    <section className="shell-platform__remote" aria-labelledby={`remote-${remote.nama}`}>
      <h2 id={`remote-${remote.nama}`}>{remote.nama}</h2>
      <p className="shell-platform__routes">Rute: {remote.rute.join(', ')}</p>
      <p>
        {canary
          ? `Versi uji dipakai ${formatDecimalId(canary.persen, 0)}% pengunjung.`
          : 'Tanpa versi uji: semua pengunjung memakai versi aktif.'}
      </p>
      {failing && (
        <p className="shell-platform__warning">
          {`Versi uji ${remote.nama} lebih sering gagal daripada versi aktif (${formatDecimalId(canary.per_seribu, 1)} ` +
            `lawan ${formatDecimalId(remote.live.per_seribu, 1)} kesalahan per 1.000 tampilan). ` +
            'Kembalikan bila tidak segera membaik.'}
        </p>
      )}
      {/* Scrolls sideways on a phone: focusable, so a keyboard can scroll it too (axe's scrollable-region-focusable). */}
      <div
        className="shell-platform__table"
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a scrolling region must take focus to be scrolled by keyboard
        tabIndex={0}
        role="region"
        aria-label={`Versi ${remote.nama} dalam satu jam terakhir`}
      >
        <table>
          <caption>Satu jam terakhir</caption>
          <thead>
            <tr>
              <th scope="col">Peran</th>
              <th scope="col">Versi</th>
              <th scope="col">Tampilan</th>
              <th scope="col">Kesalahan</th>
              <th scope="col">Kesalahan per 1.000 tampilan</th>
            </tr>
          </thead>
          <tbody>
            <VersionRow label="Aktif" version={remote.live} />
            {canary && <VersionRow label="Versi uji" version={canary} />}
          </tbody>
        </table>
      </div>
      {canary && (
        <div className="shell-platform__actions">
          <Button busy={changing.isLoading} onClick={() => void change({ remote: remote.nama, act: 'promote' })}>
            Jadikan versi uji {remote.nama} aktif
          </Button>
          <Button
            variant="secondary"
            busy={changing.isLoading}
            onClick={() => void change({ remote: remote.nama, act: 'rollback' })}
          >
            Kembalikan {remote.nama} ke versi aktif
          </Button>
        </div>
      )}
      {changing.isError && <p role="alert">Perubahan gagal. Muat ulang halaman lalu coba lagi.</p>}
    </section>
  );
}
