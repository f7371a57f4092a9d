import { useState } from 'react';
import { errorMessageOf } from '@tutor/api';
import { formatInstantId } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { useEndOtherSessionsMutation, useEndSessionMutation, useGetActiveSessionsQuery } from './accountApi';

/** "Sesi aktif": where the account is logged in; end one, or every other. */
export function ActiveSessionsSection() {
  const sessions = useGetActiveSessionsQuery();
  const [endOne, endingOne] = useEndSessionMutation();
  const [endOthers, endingOthers] = useEndOtherSessionsMutation();
  const [problem, setProblem] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);

  const act = async (work: () => Promise<unknown>, done: string) => {
    setProblem(null);
    setNotice(null);
    try {
      await work();
      setNotice(done);
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  let body;
  if (sessions.isLoading) {
    body = <SkeletonGroup label="Memuat sesi aktif" count={2} renderItem={() => <Skeleton height={56} />} />;
  } else if (sessions.isError || !sessions.data) {
    body = <UnavailablePanel what="Daftar sesi" onRetry={() => void sessions.refetch()} />;
  } else {
    const others = sessions.data.filter((session) => !session.ini);
    body = (
      <>
        <ul className="shell-settings__sessions">
          {sessions.data.map((session) => (
            <li key={session.id} className="shell-settings__session">
              <div>
                <strong>{session.perangkat}</strong>
                {session.ini && <span className="shell-settings__badge">Sesi ini</span>}
                <p>
                  Masuk sejak {formatInstantId(session.dibuat)}
                  <br />
                  Terakhir aktif {formatInstantId(session.terakhir)}
                </p>
              </div>
              {!session.ini && (
                <Button
                  variant="secondary"
                  disabled={endingOne.isLoading}
                  aria-label={`Akhiri sesi ${session.perangkat} sejak ${formatInstantId(session.dibuat)}`}
                  onClick={() => void act(() => endOne(session.id).unwrap(), `Sesi ${session.perangkat} diakhiri.`)}
                >
                  Akhiri
                </Button>
              )}
            </li>
          ))}
        </ul>
        {others.length === 0 ? (
          <p>Tidak ada sesi lain: akun Anda hanya masuk di perangkat ini.</p>
        ) : (
          <Button
            variant="secondary"
            busy={endingOthers.isLoading}
            onClick={() => void act(() => endOthers().unwrap(), 'Semua sesi lain sudah diakhiri.')}
          >
            Keluar dari semua perangkat lain
          </Button>
        )}
      </>
    );
  }

  return (
    <section className="shell-settings__section" aria-labelledby="sesi-aktif">
      <h2 id="sesi-aktif">Sesi aktif</h2>
      {problem && <p role="alert">{problem}</p>}
      <p role="status">{notice ?? ''}</p>
      {body}
    </section>
  );
}
