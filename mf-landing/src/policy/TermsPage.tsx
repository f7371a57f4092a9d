import { Link } from 'react-router-dom';
import {
  AUTO_CONFIRM_HOURS,
  REFERRAL_FIRST_COMMISSION,
  REFERRAL_LATER_COMMISSION,
  RESCHEDULE_NOTICE_HOURS,
  REVIEW_AFTER_MEETINGS,
} from '@tutor/rules';
import { PolicyDocument, PrivacyContactLink } from './PolicyDocument';

const percent = (share: number) => `${Math.round(share * 100)}%`;

/** /syarat-ketentuan: the rules of using the site, with the figures the code applies. */
export function TermsPage() {
  return (
    <PolicyDocument
      title="Syarat & Ketentuan"
      description="Aturan memakai Pintar Privat: akun, pesanan les, pembayaran, pertemuan, ulasan, referral dan penghapusan akun."
      other={{ to: '/kebijakan-privasi', label: 'Kebijakan Privasi' }}
    >
      <p>
        Dengan mendaftar di Pintar Privat, Anda menyetujui syarat berikut dan{' '}
        <Link to="/kebijakan-privasi">Kebijakan Privasi</Link> kami.
      </p>

      <h2>Akun</h2>
      <ul>
        <li>Satu akun untuk satu orang. Isi nama, email dan nomor WhatsApp yang benar dan dapat dihubungi.</li>
        <li>
          Les untuk siswa di bawah 18 tahun didaftarkan dan dipesan oleh orang tua atau wali. Siswa berusia 18 tahun ke
          atas boleh mendaftar sendiri.
        </li>
        <li>Jaga kerahasiaan kata sandi Anda. Setiap tindakan dari akun Anda dianggap dilakukan oleh Anda.</li>
        <li>
          Akun guru baru dapat melamar lowongan dan tampil di pencarian setelah lolos seleksi CV, wawancara dan micro
          teaching.
        </li>
      </ul>

      <h2>Pesanan dan pembayaran</h2>
      <ul>
        <li>Harga les dihitung oleh sistem saat Anda memesan dan tampil lengkap sebelum pesanan dikirim.</li>
        <li>
          Admin mengonfirmasi pesanan dan mengusulkan guru; Anda memilih gurunya. Pembayaran dicatat admin, dan les
          dimulai setelah pembayaran pertama (lunas atau cicilan pertama) tercatat.
        </li>
        <li>Pesanan dapat dibatalkan sampai Anda memilih guru. Setelah itu, hubungi admin.</li>
      </ul>

      <h2>Pertemuan</h2>
      <ul>
        <li>
          Guru melaporkan setiap pertemuan setelah berlangsung. Siswa mengonfirmasi atau menyanggah laporan itu; laporan
          yang tidak ditanggapi dalam {AUTO_CONFIRM_HOURS} jam dianggap terkonfirmasi. Sanggahan diputuskan admin.
        </li>
        <li>
          Jadwal pertemuan dapat diubah atas persetujuan kedua pihak, paling lambat {RESCHEDULE_NOTICE_HOURS} jam
          sebelum pertemuan dimulai.
        </li>
        <li>Siswa dapat meminta ganti guru dengan menyebutkan alasannya.</li>
      </ul>

      <h2>Ulasan</h2>
      <ul>
        <li>
          Ulasan dapat ditulis setelah pesanan selesai atau setelah {REVIEW_AFTER_MEETINGS} pertemuan selesai, satu
          untuk setiap guru pada satu pesanan.
        </li>
        <li>
          Ulasan tampil untuk umum dengan nama depan dan inisial penulisnya. Admin dapat menyembunyikan ulasan yang
          melanggar (misalnya kasar atau memuat data pribadi) dengan menyebutkan alasannya.
        </li>
      </ul>

      <h2>Referral</h2>
      <p>
        Setiap akun punya kode referral. Pemilik kode mendapat komisi {percent(REFERRAL_FIRST_COMMISSION)} dari pesanan
        pertama siswa yang memakai kodenya dan {percent(REFERRAL_LATER_COMMISSION)} dari pesanan siswa itu berikutnya.
        Komisi dapat dicairkan setelah pembayaran pertama pesanan tersebut tercatat.
      </p>

      <h2>Menghapus akun</h2>
      <p>
        Anda dapat menghapus akun kapan saja di <Link to="/akun">Pengaturan Akun</Link>, kecuali selama masih ada
        pesanan yang belum selesai atau dibatalkan atau pencairan dana yang belum dibayar. Akun admin tidak dapat
        dihapus sendiri.
      </p>

      <h2>Perubahan dan hukum yang berlaku</h2>
      <p>
        Jika syarat ini berubah, versinya berganti di bagian atas halaman. Syarat ini tunduk pada hukum Republik
        Indonesia. Pertanyaan: <PrivacyContactLink />.
      </p>
    </PolicyDocument>
  );
}
