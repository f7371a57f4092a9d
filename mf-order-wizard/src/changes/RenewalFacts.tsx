import type { OrderDetail } from '@tutor/contract';
import { classLabel, labelOf } from '@tutor/rules';
import { SummaryFacts } from '../common/SummaryFacts';

/** What the renewal carries over from the order it continues, as the wizard would have asked it. */
export function RenewalFacts({ order }: { order: OrderDetail }) {
  const facts: Array<[string, string]> = [
    ['Program', [order.jenjang, order.kurikulum].filter(Boolean).join(' · ')],
    ...(order.kelas ? [['Kelas', classLabel(order.kelas, order.jenjang)] as [string, string]] : []),
    ['Sistem Pembelajaran', labelOf('sistem', order.sistem_pembelajaran)],
    ['Jumlah Siswa', `${order.jumlah_siswa} siswa`],
    ['Mata Pelajaran', order.mata_pelajaran.map((subject) => subject.nama).join(', ')],
    ['Waktu Les', order.waktu_les.map((slot) => `${slot.hari} ${slot.jam}`).join(', ')],
  ];
  if (order.alamat) {
    const { alamat_lengkap, kecamatan, kota, provinsi } = order.alamat;
    facts.push(['Alamat', [alamat_lengkap, kecamatan, kota, provinsi].join(', ')]);
  }
  return (
    <section aria-labelledby="renewal-facts-title">
      <h2 id="renewal-facts-title" className="order-section__title">
        Detail les dari pesanan {order.kode}
      </h2>
      <SummaryFacts facts={facts} />
    </section>
  );
}
