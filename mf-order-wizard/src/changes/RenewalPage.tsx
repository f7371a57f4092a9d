import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { errorMessageOf, useClock, useGetOrderMeetingsQuery, useGetPackagePricesQuery } from '@tutor/api';
import type { OrderDetail } from '@tutor/contract';
import {
  formatDateId,
  jakartaDateOf,
  ORDER_MESSAGES,
  RENEWAL_FROM,
  renewalEarliestStart,
  renewalStartProblem,
} from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Field } from '@tutor/ui/Field';
import { Skeleton } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useRenewOrderMutation } from '../api/changeApi';
import { useGetOrderQuery } from '../api/orderEndpoints';
import { newIdempotencyKey } from '../state/idempotencyKey';
import { RenewalFacts } from './RenewalFacts';
import { RenewalPrice } from './RenewalPrice';
import '../common/page.css';
import '../common/summary.css';
import './changes.css';

/** /siswa/pesanan/:kode/perpanjang: the order's details carried over, a package and a start after its last meeting. */
export function RenewalPage() {
  const { kode = '' } = useParams();
  usePageTitle(`Perpanjang Paket ${kode}`);
  const order = useGetOrderQuery(kode);
  const meetings = useGetOrderMeetingsQuery(kode);
  const loading = order.isLoading || meetings.isLoading;
  const failed = order.isError || meetings.isError;
  const notFound = order.error && 'status' in order.error && order.error.status === 404;
  const lastMeeting =
    meetings.data?.items
      .map((item) => item.tanggal)
      .sort()
      .at(-1) ?? null;

  return (
    <div className="ui-container wizard-dashboard">
      <p className="order-back">
        <Link to={`/siswa/pesanan/${encodeURIComponent(kode)}`}>← Pesanan {kode}</Link>
      </p>
      <h1 className="wizard-title">Perpanjang Paket</h1>
      {loading ? (
        <div role="status" aria-busy="true">
          <span className="ui-visually-hidden">Memuat pesanan...</span>
          <Skeleton height={24} width="40%" />
          <Skeleton height={200} />
        </div>
      ) : notFound ? (
        <EmptyState
          title={ORDER_MESSAGES.notFound}
          description={<Link to="/siswa/dashbord">Kembali ke Dasbor Siswa</Link>}
        />
      ) : failed ? (
        <UnavailablePanel
          what="Pesanan ini"
          onRetry={() => void Promise.all([order.refetch(), meetings.refetch()])}
          retrying={order.isFetching || meetings.isFetching}
        />
      ) : order.data && !RENEWAL_FROM.includes(order.data.status) ? (
        <EmptyState
          title="Pesanan ini belum bisa diperpanjang"
          description="Perpanjangan paket tersedia untuk pesanan yang aktif atau selesai."
        />
      ) : order.data ? (
        <RenewalForm order={order.data} lastMeeting={lastMeeting} />
      ) : null}
    </div>
  );
}

function RenewalForm({ order, lastMeeting }: { order: OrderDetail; lastMeeting: string | null }) {
  const navigate = useNavigate();
  const today = jakartaDateOf(useClock()());
  const earliest = renewalEarliestStart(lastMeeting, today);
  const packages = useGetPackagePricesQuery();
  const [renew, { isLoading }] = useRenewOrderMutation();
  const [paketId, setPaketId] = useState<number>(order.paket.id);
  const [start, setStart] = useState(earliest);
  const [idempotencyKey] = useState(newIdempotencyKey);
  const [startError, setStartError] = useState<string | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const priceableStart = start !== '' && !renewalStartProblem(start, lastMeeting, today) ? start : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const startProblem =
      start === '' ? 'Tanggal mulai les harus diisi' : renewalStartProblem(start, lastMeeting, today);
    setStartError(startProblem);
    if (startProblem) return;
    setProblem(null);
    try {
      const renewal = await renew({
        kode: order.kode,
        body: { paket_id: paketId, tanggal_mulai_les: start },
        idempotencyKey,
      }).unwrap();
      navigate(`/siswa/pesanan/${encodeURIComponent(renewal.kode)}`, { state: { renewed: true } });
    } catch (error) {
      setProblem(errorMessageOf(error));
    }
  };

  return (
    <form className="changes-form" onSubmit={submit} noValidate>
      <RenewalFacts order={order} />
      <fieldset className="changes-packages">
        <legend>Pilih paket</legend>
        {packages.isLoading ? (
          <Skeleton height={48} />
        ) : packages.isError ? (
          <UnavailablePanel
            what="Daftar paket"
            onRetry={() => void packages.refetch()}
            retrying={packages.isFetching}
          />
        ) : (packages.data ?? []).length === 0 ? (
          <p>Belum ada paket yang tersedia.</p>
        ) : (
          (packages.data ?? []).map((paket) => (
            <label key={paket.paket_id}>
              <input
                type="radio"
                name="paket"
                value={paket.paket_id}
                checked={paketId === paket.paket_id}
                onChange={() => setPaketId(paket.paket_id)}
              />
              {paket.paket_name} ({paket.jumlah_pertemuan} pertemuan)
            </label>
          ))
        )}
      </fieldset>
      <Field
        label="Tanggal mulai perpanjangan"
        error={startError ?? undefined}
        hint={`Paling cepat ${formatDateId(earliest)}, setelah pertemuan terakhir.`}
      >
        {({ inputId, describedBy, invalid }) => (
          <input
            id={inputId}
            type="date"
            className="ui-input"
            min={earliest}
            value={start}
            aria-describedby={describedBy}
            aria-invalid={invalid}
            onChange={(event) => setStart(event.target.value)}
            required
          />
        )}
      </Field>
      <RenewalPrice kode={order.kode} paketId={paketId} start={priceableStart} />
      <p>
        Perpanjangan tanpa biaya pendaftaran. Setelah dikirim, pesanan ditawarkan dulu ke guru yang sama selama 2x24
        jam.
      </p>
      {problem && (
        <p className="wizard-error" role="alert">
          {problem}
        </p>
      )}
      <div className="changes-actions">
        <Button type="submit" busy={isLoading}>
          {isLoading ? 'Mengirim...' : 'Kirim Perpanjangan'}
        </Button>
      </div>
    </form>
  );
}
