import { Link } from 'react-router-dom';
import { pagedItems, useLogFetchFailure, whatsappLink } from '@tutor/api';
import type { OrderSummary } from '@tutor/contract';
import { formatDateId, formatRupiah, labelOf } from '@tutor/rules';
import { ButtonLink } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';
import { ImageWithFallback } from '@tutor/ui/ImageWithFallback';
import { LoadMore } from '@tutor/ui/LoadMore';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { useGetOrdersInfiniteQuery } from '../api/orderEndpoints';

/** The student's orders, newest first (GET /api/pesanan, a page at a time), each linking to its page. */
export function OrderList() {
  const orders = useGetOrdersInfiniteQuery();
  useLogFetchFailure('student-dashboard: pesanan', orders.error);
  const loaded = orders.data ? pagedItems(orders.data.pages, (order) => order.kode) : undefined;

  return (
    <section className="wizard-dashboard__orders" aria-labelledby="wizard-orders-title">
      <h2 id="wizard-orders-title" className="wizard-dashboard__heading">
        Pesanan Anda
      </h2>
      {orders.isLoading ? (
        <SkeletonGroup
          label="Memuat daftar pesanan"
          count={2}
          className="wizard-orders"
          renderItem={() => <Skeleton height={96} radius={12} />}
        />
      ) : orders.isError && !loaded ? (
        <UnavailablePanel what="Daftar pesanan" onRetry={() => void orders.refetch()} retrying={orders.isFetching} />
      ) : loaded && loaded.length > 0 ? (
        <>
          <ul className="wizard-orders">
            {loaded.map((order) => (
              <OrderRow key={order.kode} order={order} />
            ))}
          </ul>
          <LoadMore
            hasMore={orders.hasNextPage}
            loading={orders.isFetchingNextPage}
            failed={orders.isFetchNextPageError}
            onLoadMore={() => void orders.fetchNextPage()}
          />
        </>
      ) : (
        <EmptyState
          title="Belum ada pesanan"
          description="Pesan les privat pertama Anda: pilih paket, jadwal dan lokasi, lalu kirim pesanan."
          action={<ButtonLink to="/siswa/pemesanan-les">Pesan Les Sekarang</ButtonLink>}
        />
      )}
    </section>
  );
}

function OrderRow({ order }: { order: OrderSummary }) {
  const next = order.pertemuan_berikutnya;
  return (
    <li className="wizard-order">
      <Link to={`/siswa/pesanan/${encodeURIComponent(order.kode)}`} className="wizard-order__link">
        Pesanan {order.kode}
      </Link>
      <span className={`wizard-status wizard-status--${order.status}`}>{labelOf('statusPesanan', order.status)}</span>
      <dl className="wizard-order__facts">
        <div>
          <dt>Paket</dt>
          <dd>
            {order.paket} · {order.jenjang} · {order.sistem_pembelajaran}
          </dd>
        </div>
        <div>
          <dt>Pertemuan berikutnya</dt>
          <dd>
            {next ? `${formatDateId(next.tanggal)} pukul ${next.jam} (${next.mata_pelajaran})` : 'Belum terjadwal'}
          </dd>
        </div>
        {/* the server names the teacher only once the order is paid */}
        {order.guru && (
          <div>
            <dt>Guru</dt>
            <dd className="wizard-order__teacher">
              <ImageWithFallback
                src={order.guru.foto}
                alt={`Foto ${order.guru.nama}`}
                className="wizard-order__photo"
                width={40}
                height={40}
              />
              <span>{order.guru.nama}</span>
              <a
                className="ui-button ui-button--whatsapp ui-button--small"
                href={whatsappLink(order.guru.whatsapp)}
                target="_blank"
                rel="noopener noreferrer"
              >
                WhatsApp {order.guru.nama}
              </a>
            </dd>
          </div>
        )}
        {order.sisa_pertemuan !== null && (
          <div>
            <dt>Sisa pertemuan</dt>
            <dd>{order.sisa_pertemuan === 0 ? 'Semua pertemuan selesai' : `${order.sisa_pertemuan} pertemuan`}</dd>
          </div>
        )}
        <div>
          <dt>Total</dt>
          <dd>{formatRupiah(order.total)}</dd>
        </div>
      </dl>
    </li>
  );
}
