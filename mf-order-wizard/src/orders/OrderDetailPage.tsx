import { useState } from 'react';
import { Link, useLocation, useParams } from 'react-router-dom';
import type { OrderDetail } from '@tutor/contract';
import { classLabel, formatDateId, labelOf, ORDER_MESSAGES, RENEWAL_FROM } from '@tutor/rules';
import { ButtonLink } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';
import { Skeleton } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { usePageTitle } from '@tutor/ui/usePageTitle';
import { useGetOrderQuery } from '../api/orderEndpoints';
import type { PlacedOrderState } from '../wizard';
import { TeacherChoice } from '../choice';
import { OnlinePayment, RefundStatus } from '../payment';
import { OrderReviewSection } from '../reviews';
import { OrderLessons, TeacherCard } from '../lessons';
import { ChangeTeacher, RenewalOfferNote } from '../changes';
import { CancelOrder } from './CancelOrder';
import { FeeBreakdownTable } from '../common/FeeBreakdownTable';
import { OrderHistory, OrderSchedule } from './OrderScheduleAndHistory';
import '../common/page.css';
import '../common/summary.css';
import './order.css';
import { SummaryFacts } from '../common/SummaryFacts';

/** Once paid, the meetings are the schedule: they can move, the planned dates cannot. */
const PAID_STATUSES: ReadonlySet<OrderDetail['status']> = new Set(['aktif', 'selesai']);

/** /siswa/pesanan/:kode: one order with its breakdown, schedule, history, the teacher choice and Batalkan; once paid its teacher and meetings. */
export function OrderDetailPage() {
  const { kode = '' } = useParams();
  usePageTitle(`Pesanan ${kode}`);
  const location = useLocation();
  const justPlaced = (location.state as Partial<PlacedOrderState> | null)?.placed === true;
  const justRenewed = (location.state as { renewed?: boolean } | null)?.renewed === true;
  const order = useGetOrderQuery(kode);
  const notFound = order.error && 'status' in order.error && order.error.status === 404;

  return (
    <div className="ui-container wizard-dashboard">
      <p className="order-back">
        <Link to="/siswa/dashbord">← Dasbor Siswa</Link>
      </p>
      <h1 className="wizard-title">Pesanan {kode}</h1>
      {justPlaced && (
        <p className="order-placed" role="status">
          Pesanan berhasil dikirim. Admin kami menghubungi Anda dalam 1x24 jam untuk konfirmasi dan menawarkan pilihan
          guru.
        </p>
      )}
      {justRenewed && (
        <p className="order-placed" role="status">
          Perpanjangan terkirim. Pesanan ini ditawarkan dulu ke guru yang sama; setelah guru menerima, pesanan menunggu
          pembayaran.
        </p>
      )}
      {order.isLoading ? (
        <div role="status" aria-busy="true">
          <span className="ui-visually-hidden">Memuat pesanan...</span>
          <Skeleton height={24} width="40%" />
          <Skeleton height={240} />
        </div>
      ) : notFound ? (
        <EmptyState
          title={ORDER_MESSAGES.notFound}
          description={<Link to="/siswa/dashbord">Kembali ke Dasbor Siswa</Link>}
        />
      ) : order.isError ? (
        <UnavailablePanel what="Pesanan ini" onRetry={() => void order.refetch()} retrying={order.isFetching} />
      ) : order.data ? (
        <OrderContent order={order.data} />
      ) : null}
    </div>
  );
}

function OrderContent({ order }: { order: OrderDetail }) {
  const facts: Array<[string, string]> = [
    ['Paket', `${order.paket.nama} (${order.paket.jumlah_pertemuan} pertemuan)`],
    ['Program', [order.jenjang, order.kurikulum].filter(Boolean).join(' · ')],
    ...(order.kelas ? [['Kelas', classLabel(order.kelas, order.jenjang)] as [string, string]] : []),
    ['Sistem Pembelajaran', labelOf('sistem', order.sistem_pembelajaran)],
    ['Jumlah Siswa', `${order.jumlah_siswa} siswa`],
    [
      'Mata Pelajaran',
      order.mata_pelajaran.map((subject) => `${subject.nama} (${subject.jumlah} pertemuan)`).join(', '),
    ],
    ['Waktu Les', order.waktu_les.map((slot) => `${slot.hari} ${slot.jam}`).join(', ')],
    ['Tanggal Mulai', formatDateId(order.tanggal_mulai_les)],
  ];
  if (order.alamat) {
    const { alamat_lengkap, kecamatan, kota, provinsi } = order.alamat;
    facts.push(['Alamat', [alamat_lengkap, kecamatan, kota, provinsi].join(', ')]);
  }
  facts.push(['Jenis Kelamin Guru', labelOf('preferensiGuru', order.jenis_kelamin_guru)]);
  if (order.catatan_guru) facts.push(['Catatan untuk guru', order.catatan_guru]);
  const paid = PAID_STATUSES.has(order.status);
  // Once this page showed a payment due, the panel stays through aktif, to say Lunas when it lands.
  const [paymentShown, setPaymentShown] = useState(false);
  const paymentDue =
    order.status === 'menunggu_pembayaran' ||
    // a later instalment (a single-payment order is paid in full once aktif)
    (order.status === 'aktif' && order.rincian_biaya.cicilan.length > 1 && order.dibayar < order.rincian_biaya.total);
  if (paymentDue && !paymentShown) setPaymentShown(true);
  const choice = <TeacherChoice kode={order.kode} status={order.status} order={order} />;

  return (
    <div className="order-detail">
      <p className="order-status">
        Tahap pesanan:{' '}
        <span className={`wizard-status wizard-status--${order.status}`}>{labelOf('statusPesanan', order.status)}</span>
      </p>
      <RenewalOfferNote order={order} />
      <RefundStatus order={order} />
      {(paymentDue || (paymentShown && order.status === 'aktif')) && (
        <OnlinePayment order={order} fallback={order.status === 'menunggu_pembayaran' ? choice : null} />
      )}
      {order.status !== 'menunggu_pembayaran' && choice}
      {order.guru && <TeacherCard guru={order.guru} kode={order.kode} />}
      {RENEWAL_FROM.includes(order.status) && (
        <div className="changes-actions">
          <ButtonLink to={`/siswa/pesanan/${encodeURIComponent(order.kode)}/perpanjang`}>Perpanjang Paket</ButtonLink>
        </div>
      )}
      <ChangeTeacher key={order.kode} kode={order.kode} status={order.status} />
      {paid && <OrderLessons kode={order.kode} />}
      {paid && <OrderReviewSection kode={order.kode} />}
      {order.boleh_batal && <CancelOrder order={order} />}
      <SummaryFacts facts={facts} />
      <FeeBreakdownTable breakdown={order.rincian_biaya} />
      {!paid && <OrderSchedule meetings={order.jadwal} cancelled={order.status === 'dibatalkan'} />}
      <OrderHistory entries={order.riwayat} />
    </div>
  );
}
