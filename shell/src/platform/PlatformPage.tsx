import type { RemoteHistoryEvent } from '@tutor/contract';
import { formatDecimalId, formatInstantId } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useGetPlatformStatusQuery } from './platformApi';
import { RemoteHealthCard } from './RemoteHealthCard';
import './platform.css';

const ACTION_LABEL: Record<RemoteHistoryEvent['aksi'], string> = {
  promosi: 'Versi uji dijadikan aktif:',
  rollback: 'Dikembalikan oleh admin:',
  'rollback-otomatis': 'Dikembalikan otomatis:',
};

function HistoryItem({ event }: { event: RemoteHistoryEvent }) {
  return (
    <li>
      <strong>
        {ACTION_LABEL[event.aksi]} {event.remote}
      </strong>{' '}
      · {formatInstantId(event.waktu)} · oleh {event.oleh}
      <br />
      Dari {event.dari} ke {event.ke}. {event.alasan}
    </li>
  );
}

/** /admin/platform: the remotes' builds, their error rates, the canaries, and what happened to them. */
export function PlatformPage() {
  usePageTitle('Platform');
  const status = useGetPlatformStatusQuery();
  return (
    <div className="ui-container shell-platform">
      <h1>Platform</h1>
      {status.isLoading ? (
        <SkeletonGroup label="Memuat status platform" count={3} renderItem={() => <Skeleton height={160} />} />
      ) : status.isError || !status.data ? (
        <EmptyState
          role="alert"
          title="Status platform gagal dimuat"
          action={<Button onClick={() => void status.refetch()}>Coba lagi</Button>}
        />
      ) : (
        <>
          <p>
            Versi uji dikembalikan otomatis bila kesalahannya melebihi versi aktif lebih dari{' '}
            {formatDecimalId(status.data.kebijakan.ambang_per_seribu, 1)} per 1.000 tampilan, setelah minimal{' '}
            {status.data.kebijakan.minimal_tampilan} tampilan dalam satu jam.
          </p>
          {status.data.remotes.map((remote) => (
            <RemoteHealthCard key={remote.nama} remote={remote} policy={status.data.kebijakan} />
          ))}
          <section aria-labelledby="platform-history">
            <h2 id="platform-history">Riwayat</h2>
            {status.data.riwayat.length === 0 ? (
              <EmptyState title="Belum ada versi uji yang dijadikan aktif atau dikembalikan" />
            ) : (
              <ul className="shell-platform__history">
                {status.data.riwayat.map((event) => (
                  <HistoryItem key={`${event.waktu}-${event.remote}-${event.aksi}`} event={event} />
                ))}
              </ul>
            )}
          </section>
        </>
      )}
    </div>
  );
}
