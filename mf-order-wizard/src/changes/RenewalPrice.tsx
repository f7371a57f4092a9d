import { skipToken } from '@reduxjs/toolkit/query';
import { errorMessageOf } from '@tutor/api';
import { formatDateId } from '@tutor/rules';
import { Skeleton } from '@tutor/ui/Skeleton';
import { usePreviewRenewalQuery } from '../api/changeApi';
import { FeeBreakdownTable } from '../common/FeeBreakdownTable';

interface RenewalPriceProps {
  kode: string;
  paketId: number;
  /** null while the start date is empty or refused on the page: nothing to price yet */
  start: string | null;
}

/**
 * The server's price of the renewal (package after the 25% discount, no registration fee, the
 * total) and its meetings, asked again whenever the package or the start changes, so the student
 * sees what Kirim Perpanjangan will charge before sending.
 */
export function RenewalPrice({ kode, paketId, start }: RenewalPriceProps) {
  const preview = usePreviewRenewalQuery(
    start ? { kode, body: { paket_id: paketId, tanggal_mulai_les: start } } : skipToken,
  );

  if (!start) {
    return <p className="wizard-muted">Isi tanggal mulai yang sesuai untuk melihat rincian biaya perpanjangan.</p>;
  }
  if (preview.isFetching) {
    return (
      <div role="status" aria-busy="true">
        <span className="ui-visually-hidden">Menghitung biaya perpanjangan...</span>
        <Skeleton height={160} />
      </div>
    );
  }
  if (preview.isError) {
    return (
      <p className="wizard-error" role="alert">
        {errorMessageOf(preview.error)}
      </p>
    );
  }
  if (!preview.data) return null;
  const { rincian_biaya, jadwal, libur } = preview.data;
  const first = jadwal.at(0)?.tanggal;
  const last = jadwal.at(-1)?.tanggal;
  return (
    <>
      <FeeBreakdownTable breakdown={rincian_biaya} />
      {first && last && (
        <p>
          {jadwal.length} pertemuan, {formatDateId(first)} sampai {formatDateId(last)}.
          {libur.length > 0 &&
            ` Dilewati karena libur nasional: ${libur.map((holiday) => `${holiday.nama} (${formatDateId(holiday.tanggal)})`).join(', ')}.`}
        </p>
      )}
    </>
  );
}
