import { whatsappLink } from '@tutor/api';
import type { StudentContact } from '@tutor/contract';

/** The student of an accepted, paid application: who, how to reach them, what and where to teach. */
export function StudentContactCard({ siswa, kode }: { siswa: StudentContact; kode: string }) {
  const greeting = `Halo, saya guru les privat dari Pintar Privat untuk pesanan ${kode}.`;
  const facts: Array<[string, string]> = [
    ['Jenjang', siswa.kelas ? `${siswa.jenjang} · Kelas ${siswa.kelas}` : siswa.jenjang],
    ['Mata pelajaran', siswa.mata_pelajaran.length > 0 ? siswa.mata_pelajaran.join(', ') : '-'],
    ['Tempat les', siswa.sistem_pembelajaran === 'Online' || !siswa.alamat ? 'Online' : siswa.alamat],
    ['Catatan untuk guru', siswa.catatan_guru.trim() === '' ? 'Tanpa catatan' : siswa.catatan_guru],
  ];
  return (
    <section className="jobs-student" aria-label={`Siswa: ${siswa.nama}`}>
      <h3 className="jobs-student__title">Siswa: {siswa.nama}</h3>
      <a
        className="ui-button ui-button--whatsapp ui-button--small"
        href={whatsappLink(siswa.whatsapp, greeting)}
        target="_blank"
        rel="noopener noreferrer"
      >
        WhatsApp {siswa.nama}
      </a>
      <dl className="jobs-facts">
        {facts.map(([term, value]) => (
          <div key={term} className="jobs-facts__item jobs-facts__item--wide">
            <dt>{term}</dt>
            <dd className="jobs-facts__note">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
