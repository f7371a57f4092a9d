import { useState } from 'react';
import { errorMessageOf } from '@tutor/api';
import type { Candidate } from '@tutor/contract';
import { Button } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { useChoiceChooseTeacherMutation, useChoiceProposalsQuery } from '../api/lifecycleApi';
import { TeacherSummary } from './TeacherSummary';
import './choice.css';

/** guru_diusulkan: the proposed teachers, each with "Pilih guru ini", asked once more before sending. */
export function ProposedTeachers({ kode }: { kode: string }) {
  const proposals = useChoiceProposalsQuery(kode);
  const [choose, { isLoading: sending }] = useChoiceChooseTeacherMutation();
  const [asking, setAsking] = useState<Candidate | null>(null);
  const [chosen, setChosen] = useState<Candidate | null>(null);
  const [problem, setProblem] = useState<string | null>(null);

  const send = async (candidate: Candidate) => {
    setProblem(null);
    try {
      await choose({ kode, lamaran_id: candidate.lamaran_id }).unwrap();
      setChosen(candidate);
    } catch (error) {
      // a 409 (already chosen, proposal withdrawn): the slice refetches the order and the proposals
      setProblem(errorMessageOf(error));
    }
    setAsking(null);
  };

  return (
    <section className="choice" aria-labelledby="choice-title">
      <h2 id="choice-title">Pilih Guru Anda</h2>
      <p>
        Admin mengusulkan guru berikut untuk pesanan {kode}. Pilih satu guru; setelah itu Anda diminta membayar cicilan
        pertama.
      </p>
      {problem && (
        <p role="alert" className="choice__problem">
          {problem}
        </p>
      )}
      {chosen && <p role="status">Anda memilih {chosen.guru.nama}. Silakan lanjutkan ke pembayaran.</p>}
      {proposals.isLoading ? (
        <SkeletonGroup label="Memuat guru yang diusulkan" count={2} renderItem={() => <Skeleton height={120} />} />
      ) : proposals.isError ? (
        <UnavailablePanel
          what="Daftar guru yang diusulkan"
          onRetry={() => void proposals.refetch()}
          retrying={proposals.isFetching}
        />
      ) : !proposals.data || proposals.data.length === 0 ? (
        <EmptyState title="Belum ada guru yang diusulkan" description="Admin akan menghubungi Anda." />
      ) : (
        <ul className="choice__list" aria-label="Guru yang diusulkan">
          {proposals.data.map((candidate) => (
            <li key={candidate.lamaran_id} className="choice__teacher">
              <TeacherSummary candidate={candidate} headingLevel={3}>
                {asking?.lamaran_id === candidate.lamaran_id ? (
                  <div
                    role="group"
                    aria-label={`Konfirmasi memilih ${candidate.guru.nama}`}
                    className="choice__confirm"
                  >
                    <p>
                      Pilih {candidate.guru.nama} sebagai guru les Anda? Setelah pembayaran, guru tetap bisa diganti
                      kapan saja lewat tombol Ganti Guru di halaman pesanan.
                    </p>
                    <div className="choice__buttons">
                      <Button onClick={() => void send(candidate)} busy={sending}>
                        Ya, pilih {candidate.guru.nama}
                      </Button>
                      <Button variant="secondary" onClick={() => setAsking(null)} disabled={sending}>
                        Tidak jadi
                      </Button>
                    </div>
                  </div>
                ) : (
                  <div className="choice__buttons">
                    <Button
                      onClick={() => setAsking(candidate)}
                      disabled={sending || chosen !== null}
                      aria-label={`Pilih guru ini: ${candidate.guru.nama}`}
                    >
                      Pilih guru ini
                    </Button>
                  </div>
                )}
              </TeacherSummary>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
