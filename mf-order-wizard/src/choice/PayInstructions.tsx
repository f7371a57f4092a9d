import { ADMIN_CONTACTS, ORDER_ADMIN_WHATSAPP, whatsappLink } from '@tutor/api';
import type { OrderDetail } from '@tutor/contract';
import { formatRupiah } from '@tutor/rules';
import { ButtonLink } from '@tutor/ui/Button';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { UnavailablePanel } from '@tutor/ui/StatusPanel';
import { SITE_NAME } from '@tutor/ui/usePageTitle';
import { useDeskOrderQuery } from '../api/lifecycleApi';
import './choice.css';

const ORDER_ADMIN = ADMIN_CONTACTS[0];

const payMessage = (kode: string, amount: number | undefined) =>
  `Halo admin ${SITE_NAME}, saya ingin membayar cicilan pertama pesanan ${kode}${amount !== undefined ? ` sebesar ${formatRupiah(amount)}` : ''}.`;

/**
 * menunggu_pembayaran: the first instalment (registration fee included) and who to pay it with.
 * Payments are recorded by the admin, so this stays until the admin does and the order is aktif.
 */
export function PayInstructions({ kode, order }: { kode: string; order?: OrderDetail }) {
  const fetched = useDeskOrderQuery(kode, { skip: order !== undefined });
  const current = order ?? fetched.data;
  const amount = current?.rincian_biaya.cicilan[0];

  return (
    <section className="choice" aria-labelledby="choice-pay-title">
      <h2 id="choice-pay-title">Pembayaran Cicilan Pertama</h2>
      {current ? (
        <>
          <p>
            Guru sudah Anda pilih. Les dimulai setelah cicilan pertama dibayar{amount !== undefined ? ' sebesar:' : '.'}
          </p>
          {amount !== undefined && <p className="choice__amount">{formatRupiah(amount)}</p>}
          <p>
            Pembayaran dilakukan dengan transfer bank. Hubungi {ORDER_ADMIN.name} lewat WhatsApp ({ORDER_ADMIN.hours})
            untuk nomor rekening. Admin mencatat pembayaran Anda, lalu status pesanan menjadi Aktif.
          </p>
          <ButtonLink
            to={whatsappLink(ORDER_ADMIN_WHATSAPP, payMessage(kode, amount))}
            external
            variant="whatsapp"
            target="_blank"
            rel="noopener noreferrer"
          >
            Bayar via WhatsApp Admin
          </ButtonLink>
        </>
      ) : fetched.isError ? (
        <UnavailablePanel
          what="Rincian pembayaran"
          onRetry={() => void fetched.refetch()}
          retrying={fetched.isFetching}
        />
      ) : (
        <SkeletonGroup label="Memuat rincian pembayaran" count={1} renderItem={() => <Skeleton height={80} />} />
      )}
    </section>
  );
}
