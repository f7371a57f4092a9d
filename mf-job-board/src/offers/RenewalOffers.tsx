import { useState } from 'react';
import { errorMessageOf } from '@tutor/api';
import type { RenewalOffer } from '@tutor/contract';
import { formatDateId, labelOf } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Card } from '@tutor/ui/Card';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Skeleton } from '@tutor/ui/Skeleton';
import { useAnswerRenewalOfferMutation, useGetRenewalOffersQuery } from '../api/renewalOfferApi';
import { formatInstantId } from '@tutor/rules';
import './offers.css';

/**
 * Renewals the teacher's students ordered, offered to this teacher before anyone else: accept
 * (the order then waits for the student's payment) or refuse (it opens to other teachers). The
 * offer lapses by itself after 48 hours.
 */
export function RenewalOffers() {
  const offers = useGetRenewalOffersQuery();
  // kept here: an answered offer leaves the list when it is fetched again, its answer stays
  const [result, setResult] = useState<Result | null>(null);
  return (
    <section className="offers" aria-labelledby="offers-title">
      <h2 id="offers-title" className="offers__title">
        Tawaran Perpanjangan
      </h2>
      {result && (
        <p role={result.ok ? 'status' : 'alert'} className={result.ok ? 'offers__done' : 'offers__problem'}>
          {result.text}
        </p>
      )}
      {offers.isLoading ? (
        <div role="status" aria-busy="true">
          <span className="ui-visually-hidden">Memuat tawaran perpanjangan...</span>
          <Skeleton height={96} radius={12} />
        </div>
      ) : offers.isError ? (
        <EmptyState
          role="alert"
          title={errorMessageOf(offers.error)}
          action={
            <Button variant="secondary" onClick={() => void offers.refetch()}>
              Coba lagi
            </Button>
          }
        />
      ) : (offers.data ?? []).length === 0 ? (
        <p className="offers__empty">Belum ada tawaran perpanjangan dari siswa Anda.</p>
      ) : (
        <ul className="offers__list">
          {(offers.data ?? []).map((offer) => (
            <li key={offer.kode}>
              <OfferCard offer={offer} onResult={setResult} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

interface Result {
  ok: boolean;
  text: string;
}

function OfferCard({ offer, onResult }: { offer: RenewalOffer; onResult: (result: Result) => void }) {
  const [answer, { isLoading }] = useAnswerRenewalOfferMutation();
  const send = async (terima: boolean) => {
    try {
      const done = await answer({ kode: offer.kode, terima }).unwrap();
      onResult({ ok: true, text: done.message });
    } catch (error) {
      onResult({ ok: false, text: errorMessageOf(error) });
    }
  };
  return (
    <Card className="offers__card" aria-label={`Tawaran ${offer.kode}`}>
      <p className="offers__head">
        <strong>{offer.siswa}</strong> memperpanjang les {offer.jenjang} ({offer.mata_pelajaran.join(', ')}) dari
        pesanan {offer.perpanjangan_dari}.
      </p>
      <p>
        Paket {offer.paket} ({offer.jumlah_pertemuan} pertemuan), {labelOf('sistem', offer.sistem_pembelajaran)}, mulai{' '}
        {formatDateId(offer.tgl_mulai_les)}, {offer.waktu_les.map((slot) => `${slot.hari} ${slot.jam}`).join(', ')}.
      </p>
      <p className="offers__deadline">
        Jawab sebelum {formatInstantId(offer.batas_jawab)}; setelah itu pesanan dibuka untuk guru lain.
      </p>
      <div className="offers__actions">
        <Button onClick={() => void send(true)} busy={isLoading} aria-label={`Terima tawaran ${offer.kode}`}>
          Terima
        </Button>
        <Button
          variant="secondary"
          onClick={() => void send(false)}
          disabled={isLoading}
          aria-label={`Tolak tawaran ${offer.kode}`}
        >
          Tolak
        </Button>
      </div>
    </Card>
  );
}
