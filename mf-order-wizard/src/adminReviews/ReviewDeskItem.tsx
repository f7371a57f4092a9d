import { useState } from 'react';
import { errorMessageOf, useHideReviewMutation, usePickTestimonialMutation } from '@tutor/api';
import type { AdminReview } from '@tutor/contract';
import { formatDateId, REVIEW_HIDE_REASON_MAX, REVIEW_MESSAGES, testimonialEligible } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Rating } from '@tutor/ui/Rating';
import { TextAreaField } from '@tutor/ui/TextAreaField';

const ACTS: Record<AdminReview['riwayat'][number]['aksi'], string> = {
  ditulis: 'Ditulis',
  disembunyikan: 'Disembunyikan',
  dijadikan_testimoni: 'Dijadikan testimoni',
};

/** One review on the desk: its text (escaped), its state and history, Sembunyikan (with a reason) and Jadikan Testimoni. */
export function ReviewDeskItem({ review }: { review: AdminReview }) {
  const [hide, hideState] = useHideReviewMutation();
  const [pick, pickState] = usePickTestimonialMutation();
  const [hiding, setHiding] = useState(false);
  const [alasan, setAlasan] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const run = async (action: () => Promise<unknown>) => {
    setProblem(null);
    try {
      await action();
      setHiding(false);
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };
  const onHide = () =>
    alasan.trim() === ''
      ? setProblem(REVIEW_MESSAGES.reasonRequired)
      : void run(() => hide({ id: review.id, alasan }).unwrap());
  const label = `ulasan ${review.nama} untuk ${review.guru.nama}`;

  return (
    <li className="reviews-item" aria-label={`Ulasan ${review.id}`}>
      <p className="reviews-written__title">
        {review.nama} untuk {review.guru.nama} · {formatDateId(review.tanggal)}
        {review.kode ? ` · Pesanan ${review.kode}` : ''}
      </p>
      <Rating value={review.rating} />
      {review.ulasan && <p className="reviews-written__text">{review.ulasan}</p>}
      <p>{review.disembunyikan ? 'Disembunyikan' : review.testimoni ? 'Tampil sebagai testimoni' : 'Tampil'}</p>
      {review.riwayat.length > 0 && (
        <ul aria-label={`Riwayat ${label}`}>
          {review.riwayat.map((entry) => (
            <li key={`${entry.aksi}-${entry.waktu}`}>
              {ACTS[entry.aksi]} oleh {entry.oleh}
              {entry.alasan ? `: ${entry.alasan}` : ''}
            </li>
          ))}
        </ul>
      )}
      {!review.disembunyikan && (
        <div className="reviews-actions">
          <Button variant="secondary" onClick={() => setHiding(true)} aria-label={`Sembunyikan ${label}`}>
            Sembunyikan
          </Button>
          {!review.testimoni && testimonialEligible(review) && (
            <Button
              busy={pickState.isLoading}
              onClick={() => void run(() => pick(review.id).unwrap())}
              aria-label={`Jadikan testimoni ${label}`}
            >
              Jadikan Testimoni
            </Button>
          )}
        </div>
      )}
      {hiding && (
        <div className="reviews-form">
          <TextAreaField
            label="Alasan menyembunyikan"
            value={alasan}
            onChange={setAlasan}
            maxLength={REVIEW_HIDE_REASON_MAX}
            required
          />
          <Button busy={hideState.isLoading} onClick={onHide}>
            Ya, sembunyikan
          </Button>
        </div>
      )}
      {problem && (
        <p role="alert" className="reviews-problem">
          {problem}
        </p>
      )}
    </li>
  );
}
