import { Link } from 'react-router-dom';
import { PolicyDocument, PrivacyContactLink } from './PolicyDocument';

/**
 * /kebijakan-privasi. Every sentence describes what the code does (README "Personal data" lists
 * these promises): change the code, change this page and its version (PRIVACY_POLICY_VERSION).
 */
export function PrivacyPolicyPage() {
  return (
    <PolicyDocument
      title="Kebijakan Privasi"
      description="Data apa yang dikumpulkan Pintar Privat, untuk apa, siapa yang melihatnya, berapa lama disimpan dan bagaimana memakai hak Anda."
      other={{ to: '/syarat-ketentuan', label: 'Syarat & Ketentuan' }}
    >
      <p>
        Pintar Privat mempertemukan keluarga dan siswa dengan guru les privat. Untuk itu kami menyimpan sebagian data
        pribadi Anda. Halaman ini menjelaskan dengan bahasa sehari-hari apa yang kami simpan, untuk apa, siapa yang
        dapat melihatnya, berapa lama kami menyimpannya, dan hak Anda menurut Undang-Undang Nomor 27 Tahun 2022 tentang
        Pelindungan Data Pribadi (UU PDP).
      </p>

      <h2>Data yang kami kumpulkan</h2>
      <ul>
        <li>
          <strong>Akun:</strong> nama, email, nomor WhatsApp dan kata sandi (kami hanya menyimpan hasil acakannya, bukan
          kata sandinya), waktu Anda mendaftar, versi kebijakan yang Anda setujui beserta waktunya, dan untuk akun
          siswa: apakah akun dipegang orang tua/wali atau siswa berusia 18 tahun ke atas.
        </li>
        <li>
          <strong>Pesanan les:</strong> jenjang dan kelas sekolah anak atau siswa, kurikulum, mata pelajaran, jumlah
          siswa, les tatap muka atau online, alamat les (provinsi, kota, kecamatan dan alamat lengkap) untuk les tatap
          muka, jadwal les, jenis kelamin guru yang diinginkan, catatan untuk guru, kode referral yang dipakai, rincian
          biaya dan pembayaran yang dicatat admin.
        </li>
        <li>
          <strong>Pertemuan dan ulasan:</strong> jadwal setiap pertemuan, laporan guru, konfirmasi atau sanggahan siswa,
          usulan ubah jadwal, serta ulasan dan bintang yang Anda berikan.
        </li>
        <li>
          <strong>Guru:</strong> jenis kelamin, perguruan tinggi, jurusan, jenjang dan mata pelajaran yang diajar, kota
          tempat mengajar, jadwal ketersediaan, foto profil, dokumen CV dan sertifikat (PDF), jadwal serta hasil
          wawancara dan micro teaching, lamaran ke lowongan, honor, dan rekening bank untuk pencairan.
        </li>
        <li>
          <strong>Lain-lain:</strong> notifikasi di situs dan pengaturan email Anda, nomor WhatsApp yang meminta info
          diskon, email langganan kabar terbaru, serta pesan email atau WhatsApp yang kami kirim kepada Anda.
        </li>
        <li>
          <strong>Catatan teknis (log):</strong> sesi masuk (cookie sesi dan waktu dibuat serta berakhirnya), cookie
          perangkat untuk membatasi percobaan masuk, alamat IP dan email dalam hitungan batas percobaan, dan laporan
          galat dari browser (pesan galat, alamat halaman, jenis browser dan alamat IP).
        </li>
      </ul>

      <h2>Untuk apa data dipakai</h2>
      <ul>
        <li>Membuat akun dan menjaga agar hanya Anda yang bisa masuk.</li>
        <li>
          Mencarikan guru yang cocok dengan jenjang, mata pelajaran, lokasi dan jadwal les, lalu menjalankan les,
          pembayaran, honor guru dan komisi referral.
        </li>
        <li>Memberi kabar tentang pesanan, lamaran dan pertemuan di situs, lewat email atau WhatsApp.</li>
        <li>Memeriksa calon guru sebelum mereka boleh datang ke rumah keluarga.</li>
        <li>Mencegah penyalahgunaan (menebak kata sandi, pendaftaran massal) dan memperbaiki galat situs.</li>
      </ul>
      <p>Kami tidak menjual data Anda dan tidak memakainya untuk iklan pihak lain.</p>

      <h2>Siapa yang dapat melihat data Anda</h2>
      <ul>
        <li>
          <strong>Guru:</strong> sebelum pembayaran pertama, guru yang melihat lowongan hanya melihat jenjang, mata
          pelajaran, kurikulum, jumlah siswa, jadwal, provinsi dan kota les, tanpa nama, nomor WhatsApp atau alamat
          lengkap. Nama, nomor WhatsApp dan alamat lengkap keluarga baru terlihat oleh guru yang mengajar setelah
          pembayaran pertama tercatat, selama les berjalan dan sesudah selesai. Guru yang diganti tidak lagi melihat
          tautan kelas online berikutnya.
        </li>
        <li>
          <strong>Siswa dan orang tua:</strong> nama dan nomor WhatsApp guru juga baru terlihat setelah pembayaran
          pertama. Profil guru yang sudah terverifikasi (nama, foto, pendidikan, jenjang, wilayah, ulasan) tampil untuk
          umum.
        </li>
        <li>
          <strong>Pengunjung situs:</strong> ulasan tampil dengan nama depan dan inisial penulisnya saja, misalnya
          &ldquo;Sari W.&rdquo;. Nama lengkap penulis ulasan hanya dilihat admin.
        </li>
        <li>
          <strong>Admin Pintar Privat:</strong> melihat data yang diperlukan untuk mengonfirmasi pesanan, memilihkan
          guru, mencatat pembayaran, membayar honor dan komisi, memeriksa calon guru dan menangani sanggahan.
        </li>
        <li>
          <strong>Penyedia layanan:</strong> penyedia email yang mengirim email kami (alamat email, subjek dan isi
          pesan); WhatsApp, ketika admin mengirim pesan kepada Anda; dan layanan video Jitsi Meet (meet.jit.si) untuk
          ruang kelas les online, yang hanya menerima kode ruang acak per pertemuan, bukan nama Anda.
        </li>
        <li>Pihak berwenang, hanya bila diwajibkan oleh hukum.</li>
      </ul>

      <h2>Berapa lama data disimpan</h2>
      <ul>
        <li>
          Data akun disimpan selama akun Anda ada. Saat Anda menghapus akun, data yang mengenali Anda langsung dihapus.
        </li>
        <li>
          Pesanan, pembayaran, honor, komisi dan pencairan dana tetap disimpan setelah akun dihapus, tanpa nama, email,
          nomor WhatsApp dan alamat, selama diwajibkan peraturan perundang-undangan tentang pencatatan keuangan dan
          perpajakan.
        </li>
        <li>Sesi masuk berakhir 30 hari setelah terakhir dipakai, atau saat Anda keluar.</li>
        <li>Tautan atur ulang kata sandi berlaku 60 menit.</li>
        <li>Dari laporan galat browser, hanya 10.000 laporan terbaru yang disimpan.</li>
        <li>
          Salinan cadangan basis data dibuat setiap hari dan hanya 14 salinan terbaru yang disimpan. Data yang sudah
          dihapus dapat masih ada di salinan cadangan sampai salinan itu terhapus dengan sendirinya.
        </li>
      </ul>

      <h2>Data anak</h2>
      <p>
        Les untuk siswa di bawah 18 tahun didaftarkan oleh orang tua atau wali, atas nama orang tua atau wali, dengan
        persetujuan mereka. Akun seperti itu hanya menyimpan data anak yang diperlukan untuk les: jenjang dan kelas,
        mata pelajaran, jadwal dan alamat les.
      </p>

      <h2>Hak Anda dan cara memakainya</h2>
      <ul>
        <li>
          <strong>Mengakses data:</strong> buka <Link to="/akun">Pengaturan Akun</Link> lalu pilih &ldquo;Unduh data
          saya&rdquo;. Anda mendapat satu berkas JSON berisi semua data akun Anda.
        </li>
        <li>
          <strong>Memperbaiki data:</strong> guru dapat mengubah profilnya di halaman Profil Saya; alamat les diisi
          ulang di setiap pesanan. Untuk perbaikan lain (nama, email, nomor WhatsApp), hubungi kami.
        </li>
        <li>
          <strong>Menghapus data:</strong> buka <Link to="/akun">Pengaturan Akun</Link> lalu pilih &ldquo;Hapus
          akun&rdquo; dan masukkan kata sandi. Penghapusan belum dapat dilakukan selama masih ada pesanan yang belum
          selesai atau dibatalkan, atau pencairan dana yang belum dibayar; situs menyebutkan penyebabnya.
        </li>
        <li>
          <strong>Menarik persetujuan:</strong> Anda dapat mematikan email notifikasi di halaman Notifikasi, atau
          menarik persetujuan seluruhnya dengan menghapus akun. Untuk berhenti berlangganan kabar terbaru, hubungi kami.
        </li>
      </ul>

      <h2>Keamanan</h2>
      <p>
        Kata sandi disimpan sebagai hasil acakan (scrypt), cookie sesi hanya dapat dibaca server, dan setiap permintaan
        yang mengubah data diperiksa asal-usulnya. UU PDP mewajibkan kami memberi tahu Anda dan instansi yang berwenang
        bila terjadi kegagalan pelindungan data yang menyangkut Anda.
      </p>

      <h2>Kontak</h2>
      <p>
        Pertanyaan, permintaan atau keluhan tentang data pribadi Anda: <PrivacyContactLink />. Jika kebijakan ini
        berubah, versinya berganti dan pendaftar baru menyetujui versi terbaru.
      </p>
    </PolicyDocument>
  );
}
