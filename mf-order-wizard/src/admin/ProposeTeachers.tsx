import { useState } from 'react';
import { canBeProposed, labelOf, LIFECYCLE_MESSAGES, MAX_PROPOSED_TEACHERS, MIN_PROPOSED_TEACHERS } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';
import { ScheduleClashes } from '@tutor/ui/ScheduleClashes';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { useDeskCandidatesQuery } from '../api/lifecycleApi';
import { TeacherSummary } from '../choice';
import type { DeskTransitions } from './useDeskTransitions';

interface ProposeTeachersProps {
  kode: string;
  transitions: DeskTransitions;
}

/** Usulkan Guru: the opening's applicants, best fit first, of whom the admin proposes 1 to 3. */
export function ProposeTeachers({ kode, transitions }: ProposeTeachersProps) {
  const candidates = useDeskCandidatesQuery(kode);
  const [chosen, setChosen] = useState<readonly number[]>([]);
  const countOk = chosen.length >= MIN_PROPOSED_TEACHERS && chosen.length <= MAX_PROPOSED_TEACHERS;
  const toggle = (id: number, on: boolean) =>
    setChosen((now) => (on ? [...now, id] : now.filter((other) => other !== id)));
  // Only the applications the admin may propose are listed: a closed one (the teacher the student
  // replaced, or one not chosen before) would only be a checkbox that can never be ticked.
  const sorted = (candidates.currentData ?? [])
    .filter((candidate) => canBeProposed(candidate.status))
    .sort((a, b) => b.skor_kecocokan - a.skor_kecocokan);

  return (
    <section className="desk-action" aria-labelledby="desk-propose">
      <h3 id="desk-propose">Usulkan Guru</h3>
      {candidates.isLoading ? (
        <SkeletonGroup label="Memuat pelamar" count={2} renderItem={() => <Skeleton height={96} />} />
      ) : candidates.isError ? (
        <UnavailablePanel
          what="Daftar pelamar"
          onRetry={() => void candidates.refetch()}
          retrying={candidates.isFetching}
        />
      ) : sorted.length === 0 ? (
        <EmptyState
          title="Belum ada guru yang melamar"
          description="Lowongan pesanan ini sudah tampil di papan lowongan guru."
        />
      ) : (
        <>
          <ul className="desk-candidates" aria-label="Pelamar">
            {sorted.map((candidate) => (
              <li key={candidate.lamaran_id} className="desk-candidate">
                <TeacherSummary candidate={candidate} headingLevel={4} newTab>
                  <p className="desk-candidate__fit">
                    Kecocokan {candidate.skor_kecocokan}% · Lamaran: {labelOf('statusLamaran', candidate.status)}
                  </p>
                  {candidate.catatan.trim() && (
                    <p className="desk-candidate__note">Catatan guru: {candidate.catatan}</p>
                  )}
                  <ScheduleClashes clashes={candidate.bentrok} who={candidate.guru.nama} />
                  <label className="desk-check">
                    <input
                      type="checkbox"
                      checked={chosen.includes(candidate.lamaran_id)}
                      // a teacher whose meetings clash cannot be proposed (the server answers 409)
                      disabled={candidate.bentrok.length > 0}
                      onChange={(event) => toggle(candidate.lamaran_id, event.target.checked)}
                    />
                    Usulkan {candidate.guru.nama}
                  </label>
                </TeacherSummary>
              </li>
            ))}
          </ul>
          <p id="desk-propose-hint" className={countOk ? 'desk-muted' : 'desk-hint'}>
            {LIFECYCLE_MESSAGES.proposeCount}. Dipilih: {chosen.length}.
          </p>
          <Button
            onClick={() => void transitions.propose([...chosen])}
            disabled={!countOk || transitions.sending}
            busy={transitions.sending}
            aria-describedby="desk-propose-hint"
          >
            Usulkan Guru
          </Button>
        </>
      )}
    </section>
  );
}
