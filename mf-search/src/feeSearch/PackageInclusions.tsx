import { formatRupiah, REGISTRATION_FEE } from '@tutor/rules';

/** The product's claims: what every package includes. */
const INCLUDED = [
  'Biaya transport guru ke rumah sudah termasuk untuk les privat offline',
  'Durasi 90 menit per pertemuan (60 menit untuk Toddler dan Playgroup les offline)',
  'Pilihan guru dikirim dalam 2x24 jam, admin menghubungi Anda dalam 1x24 jam',
  'Ganti guru tanpa batas sampai cocok',
  'Sisa pertemuan tidak hangus setelah satu bulan',
  'Jadwal bisa diubah lewat website, disepakati bersama guru',
  'Guru lolos seleksi CV, wawancara dan micro teaching',
];

/** The side box next to the packages. */
export function PackageInclusions() {
  return (
    <aside className="search-inclusions" aria-labelledby="search-inclusions-title">
      <h3 id="search-inclusions-title" className="search-inclusions__title">
        Semua paket sudah termasuk
      </h3>
      <ul className="search-inclusions__list">
        {INCLUDED.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
      <p className="search-inclusions__note">
        Biaya pendaftaran siswa baru {formatRupiah(REGISTRATION_FEE)}, dibayar sekali di awal. Pembayaran penuh di muka
        per paket; beberapa paket bisa dicicil.
      </p>
    </aside>
  );
}
