import type { ReactNode } from 'react';
import type { OrderDetail } from '@tutor/contract';
import { classLabel, formatDateId, labelOf } from '@tutor/rules';
import { ButtonLink } from '@tutor/ui/Button';
import { customerWhatsAppLink, teacherWhatsAppLink } from './customerWhatsApp';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="desk-facts__row">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/** Who ordered (with a prefilled WhatsApp chat) and everything they chose in the wizard. */
export function OrderFacts({ order }: { order: OrderDetail }) {
  const address = order.alamat;
  return (
    <>
      <section className="desk-card" aria-labelledby="desk-student">
        <h2 id="desk-student">Siswa</h2>
        <dl className="desk-facts">
          <Row label="Nama">{order.siswa.nama}</Row>
          <Row label="WhatsApp">{order.siswa.whatsapp}</Row>
        </dl>
        <ButtonLink
          to={customerWhatsAppLink(order)}
          external
          variant="whatsapp"
          target="_blank"
          rel="noopener noreferrer"
        >
          Kirim WhatsApp ke {order.siswa.nama}
        </ButtonLink>
      </section>
      {order.alasan_ganti_guru && (
        <section className="desk-card" aria-labelledby="desk-teacher-change">
          <h2 id="desk-teacher-change">Ganti guru</h2>
          <dl className="desk-facts">
            <Row label="Alasan siswa">{order.alasan_ganti_guru}</Row>
          </dl>
        </section>
      )}
      {/* A paid order's teacher is reached from its meetings (DeskLessons); before the first payment, here. */}
      {order.guru && order.status === 'menunggu_pembayaran' && (
        <section className="desk-card" aria-labelledby="desk-chosen-teacher">
          <h2 id="desk-chosen-teacher">Guru terpilih</h2>
          <dl className="desk-facts">
            <Row label="Nama">{order.guru.nama}</Row>
            <Row label="WhatsApp">{order.guru.whatsapp}</Row>
          </dl>
          <ButtonLink
            to={teacherWhatsAppLink(order, order.guru)}
            external
            variant="whatsapp"
            target="_blank"
            rel="noopener noreferrer"
          >
            Kirim WhatsApp ke {order.guru.nama}
          </ButtonLink>
        </section>
      )}
      <section className="desk-card" aria-labelledby="desk-choices">
        <h2 id="desk-choices">Pilihan les</h2>
        <dl className="desk-facts">
          <Row label="Paket">
            {order.paket.nama} ({order.paket.jumlah_pertemuan} pertemuan)
          </Row>
          <Row label="Jenjang">{order.jenjang}</Row>
          <Row label="Kurikulum">{order.kurikulum ?? '-'}</Row>
          <Row label="Kelas">{order.kelas ? classLabel(order.kelas, order.jenjang) : '-'}</Row>
          <Row label="Sistem pembelajaran">{labelOf('sistem', order.sistem_pembelajaran)}</Row>
          <Row label="Jumlah siswa">{order.jumlah_siswa}</Row>
          <Row label="Mata pelajaran">
            <ul className="desk-plain-list">
              {order.mata_pelajaran.map((subject) => (
                <li key={subject.nama}>
                  {subject.nama}: {subject.jumlah} pertemuan
                </li>
              ))}
            </ul>
          </Row>
          <Row label="Waktu les">{order.waktu_les.map((slot) => `${slot.hari} ${slot.jam}`).join(', ')}</Row>
          <Row label="Mulai les">{formatDateId(order.tanggal_mulai_les)}</Row>
          <Row label="Alamat">
            {address
              ? `${address.alamat_lengkap}, ${address.kecamatan}, ${address.kota}, ${address.provinsi}`
              : 'Tanpa alamat (les online)'}
          </Row>
          <Row label="Jenis kelamin guru">{labelOf('preferensiGuru', order.jenis_kelamin_guru)}</Row>
          <Row label="Catatan untuk guru">{order.catatan_guru.trim() || '-'}</Row>
        </dl>
      </section>
    </>
  );
}
