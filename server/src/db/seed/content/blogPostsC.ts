import type { BlogPostSource } from './blogPostSource';

/** Blog posts, part C: skills, teenagers, parents and teaching careers. */
export const BLOG_POSTS_C: readonly BlogPostSource[] = [
  {
    judul: 'Belajar Musik dan Manfaatnya bagi Perkembangan Anak',
    tanggal: '2024-11-11',
    jam: '15:00',
    isi: `<p>Belajar alat musik bukan hanya soal menghasilkan nada yang indah. Proses berlatih musik melibatkan konsentrasi, koordinasi, dan kesabaran yang bermanfaat bagi banyak aspek perkembangan anak.</p>
<h2>Melatih fokus dan disiplin</h2>
<p>Membaca not sambil menggerakkan jari menuntut perhatian penuh. Latihan rutin lima belas sampai dua puluh menit sehari mengajarkan anak bahwa kemampuan tumbuh dari konsistensi.</p>
<h2>Mengelola emosi</h2>
<p>Musik menjadi sarana anak mengekspresikan perasaan. Tampil di depan keluarga atau dalam resital kecil juga melatih keberanian dan rasa percaya diri.</p>
<p>Pilih alat musik yang sesuai minat anak, entah piano, gitar, biola, atau vokal. Guru musik privat dapat menyusun materi bertahap, dari lagu sederhana yang disukai anak hingga persiapan ujian musik bila diinginkan.</p>`,
  },
  {
    judul: 'Persiapan TOEFL dan IELTS untuk Beasiswa Luar Negeri',
    tanggal: '2024-11-25',
    jam: '19:00',
    isi: `<p>Sebagian besar beasiswa luar negeri mensyaratkan skor TOEFL iBT atau IELTS tertentu. Persiapan yang terencana dapat menghemat biaya karena peserta tidak perlu mengulang tes berkali-kali.</p>
<h2>Kenali format tesnya</h2>
<p>TOEFL iBT dan IELTS sama-sama menguji membaca, menyimak, berbicara, dan menulis, tetapi formatnya berbeda. IELTS Speaking dilakukan berhadapan dengan penguji, sedangkan TOEFL iBT merekam jawaban melalui komputer. Pilih tes sesuai persyaratan kampus tujuan.</p>
<h2>Latihan menulis dengan umpan balik</h2>
<p>Bagian writing sering menjadi penentu skor. Tulis esai secara rutin dan mintalah tutor menilai struktur argumen, kosakata, dan tata bahasa. Umpan balik yang spesifik jauh lebih berguna daripada sekadar menulis banyak.</p>
<p>Mulailah persiapan setidaknya tiga bulan sebelum tenggat pendaftaran beasiswa agar masih ada waktu untuk tes ulang bila diperlukan.</p>`,
  },
  {
    judul: 'Siswa SMK: Menyiapkan Uji Kompetensi Keahlian',
    tanggal: '2024-12-09',
    jam: '10:00',
    isi: `<p>Uji Kompetensi Keahlian menjadi bukti bahwa lulusan SMK siap bekerja sesuai bidangnya. Persiapannya tidak cukup hanya menghafal teori, karena sebagian besar penilaian berupa praktik.</p>
<h2>Pelajari standar penilaian</h2>
<p>Setiap kompetensi keahlian memiliki standar yang jelas, mulai dari keselamatan kerja hingga kerapian hasil. Pelajari kisi-kisinya dan latih setiap langkah kerja sampai lancar.</p>
<h2>Simulasi dengan batas waktu</h2>
<p>Banyak siswa sebenarnya mampu, tetapi kehabisan waktu saat ujian. Latihan dengan batas waktu membantu mengatur urutan pekerjaan. Untuk bidang akuntansi atau pemrograman, latihan mengerjakan studi kasus lengkap sangat dianjurkan.</p>
<p>Guru privat yang berpengalaman di bidang kejuruan dapat memberi masukan praktis, misalnya cara memeriksa ulang laporan keuangan atau menguji program sebelum dikumpulkan.</p>`,
  },
  {
    judul: 'Mengelola Stres Belajar pada Remaja',
    tanggal: '2024-12-23',
    jam: '20:30',
    isi: `<p>Tuntutan nilai, ujian masuk perguruan tinggi, dan kegiatan sekolah dapat membuat remaja mengalami stres. Stres ringan bisa memotivasi, tetapi stres berkepanjangan justru menurunkan prestasi dan kesehatan.</p>
<h2>Kenali tanda-tandanya</h2>
<p>Sulit tidur, mudah marah, kehilangan minat pada hobi, atau sering mengeluh sakit kepala bisa menjadi tanda remaja sedang kewalahan. Ajak bicara dengan tenang tanpa menghakimi.</p>
<h2>Bantu menyusun prioritas</h2>
<p>Daftar tugas yang terlalu panjang terasa menakutkan. Bantu remaja memilah mana yang mendesak dan mana yang bisa ditunda, lalu sisihkan waktu istirahat dan olahraga dalam jadwal mingguan.</p>
<p>Pendamping belajar yang suportif dapat meringankan beban karena remaja merasa punya tempat bertanya. Jika stres berlanjut, jangan ragu berkonsultasi dengan konselor sekolah atau psikolog.</p>`,
  },
  {
    judul: 'Peran Orang Tua dalam Keberhasilan Les Privat',
    tanggal: '2025-01-13',
    jam: '09:00',
    isi: `<p>Les privat akan memberi hasil terbaik bila ada kerja sama yang baik antara guru, siswa, dan orang tua. Orang tua bukan sekadar pembayar les, melainkan mitra belajar.</p>
<h2>Sampaikan kondisi anak dengan jujur</h2>
<p>Ceritakan kepada guru kekuatan dan kesulitan anak, termasuk hal di luar akademik seperti mudah cemas atau sedang beradaptasi dengan sekolah baru. Informasi ini membantu guru memilih pendekatan yang tepat.</p>
<h2>Pantau perkembangan secara berkala</h2>
<p>Mintalah ringkasan perkembangan setiap bulan dan bandingkan dengan nilai di sekolah. Jika kemajuan belum terlihat setelah beberapa pekan, diskusikan penyesuaian metode atau materi.</p>
<p>Dukungan sederhana di rumah, seperti memastikan anak cukup tidur dan menyediakan tempat belajar yang tenang, juga sangat memengaruhi keberhasilan les.</p>`,
  },
  {
    judul: 'Coding untuk Anak: Mulai dari Mana?',
    tanggal: '2025-02-03',
    jam: '16:15',
    isi: `<p>Belajar coding melatih anak berpikir logis dan memecahkan masalah secara bertahap. Kabar baiknya, anak tidak perlu langsung mengetik kode yang rumit untuk mulai belajar.</p>
<h2>Mulai dari pemrograman visual</h2>
<p>Untuk anak usia tujuh sampai dua belas tahun, platform berbasis blok seperti Scratch memungkinkan mereka membuat animasi dan permainan sederhana dengan menyusun balok perintah. Konsep seperti perulangan dan percabangan dipelajari tanpa pusing dengan tanda baca.</p>
<h2>Berlanjut ke bahasa teks</h2>
<p>Setelah terbiasa, remaja dapat belajar Python yang sintaksnya relatif mudah dibaca. Proyek kecil seperti kalkulator nilai atau kuis interaktif membuat belajar terasa bermakna.</p>
<p>Kunci utamanya adalah membuat sesuatu yang dapat dibanggakan. Guru komputer privat dapat menyusun proyek sesuai minat anak, dari membuat permainan hingga situs web pribadi.</p>`,
  },
  {
    judul: 'Cara Belajar Kimia agar Tidak Sekadar Menghafal',
    tanggal: '2025-03-03',
    jam: '13:30',
    isi: `<p>Kimia memiliki banyak istilah, lambang, dan reaksi yang tampak harus dihafal. Namun siswa yang memahami pola di baliknya akan jauh lebih mudah mengerjakan soal yang bervariasi.</p>
<h2>Kuasai tabel periodik sebagai peta</h2>
<p>Tabel periodik bukan daftar hafalan, melainkan peta sifat unsur. Memahami tren jari-jari atom dan keelektronegatifan membantu menjelaskan mengapa suatu senyawa terbentuk.</p>
<h2>Latih stoikiometri secara bertahap</h2>
<p>Perhitungan mol adalah dasar banyak bab berikutnya. Pastikan konsep ini kuat sebelum masuk ke laju reaksi atau kesetimbangan. Latihan rutin dengan soal yang makin kompleks sangat membantu.</p>
<p>Hubungkan materi dengan kehidupan sehari-hari, misalnya reaksi pada baking soda atau proses karat pada besi. Kimia menjadi lebih menarik ketika siswa melihat manfaatnya secara nyata.</p>`,
  },
  {
    judul: 'Memilih Jurusan Kuliah Sesuai Minat dan Bakat',
    tanggal: '2025-04-14',
    jam: '19:45',
    isi: `<p>Memilih jurusan kuliah adalah keputusan besar yang memengaruhi arah karier. Sayangnya, banyak siswa memilih karena ikut teman atau karena jurusan tersebut sedang populer.</p>
<h2>Kenali diri sendiri</h2>
<p>Catat mata pelajaran yang paling dinikmati, kegiatan yang membuat lupa waktu, dan nilai-nilai yang penting bagi diri sendiri. Tes minat bakat dapat menjadi bahan pertimbangan, bukan satu-satunya penentu.</p>
<h2>Cari informasi dari sumber langsung</h2>
<p>Bicaralah dengan mahasiswa atau alumni jurusan yang diminati. Tanyakan mata kuliah apa saja yang dipelajari dan bagaimana prospek kerjanya. Informasi ini sering berbeda dari bayangan awal.</p>
<p>Setelah pilihan ditetapkan, susun strategi seleksi: jalur prestasi, UTBK, atau mandiri. Tutor persiapan PTN dapat membantu menyesuaikan target skor dengan jurusan dan kampus pilihan.</p>`,
  },
  {
    judul: 'Menjadi Guru Les Privat: Peluang bagi Mahasiswa',
    tanggal: '2025-05-19',
    jam: '11:30',
    isi: `<p>Mengajar les privat adalah cara bagi mahasiswa untuk mendapat penghasilan sekaligus mengasah kemampuan komunikasi. Jadwalnya fleksibel sehingga dapat disesuaikan dengan perkuliahan.</p>
<h2>Proses seleksi yang menjaga kualitas</h2>
<p>Calon pengajar mendaftar akun dan melengkapi profil, lalu menunggu peninjauan admin selama satu sampai dua minggu. Setelah itu ada jadwal micro teaching untuk menilai cara mengajar. Pengajar yang lulus mendapat status terverifikasi.</p>
<h2>Memilih siswa sesuai keahlian</h2>
<p>Pengajar terverifikasi dapat memeriksa info siswa baru setiap hari dan melamar untuk mengajar. Keputusan akhir ada pada orang tua atau siswa, sehingga profil yang lengkap dan jujur sangat membantu.</p>
<p>Selain penghasilan, pengalaman mengajar menjadi nilai tambah di CV dan melatih kesabaran, kepemimpinan, serta kemampuan menjelaskan hal rumit dengan sederhana.</p>`,
  },
  {
    judul: 'Libur Sekolah Tetap Produktif: Ide Kegiatan Belajar',
    tanggal: '2025-06-23',
    jam: '08:45',
    isi: `<p>Libur panjang adalah waktu untuk beristirahat, tetapi tanpa kegiatan yang terarah anak bisa kehilangan ritme belajar. Keseimbangan antara bermain dan belajar adalah kuncinya.</p>
<h2>Belajar lewat proyek</h2>
<p>Ajak anak membuat proyek kecil, misalnya menanam sayuran dan mencatat pertumbuhannya, membuat buku resep keluarga, atau merekam video penjelasan sains sederhana. Proyek seperti ini melatih banyak keterampilan sekaligus.</p>
<h2>Program keterampilan baru</h2>
<p>Libur juga saat yang tepat untuk mencoba hal baru: les renang, musik, menggambar, atau bahasa asing. Jadwal yang lebih longgar memungkinkan anak menikmati prosesnya tanpa tekanan tugas sekolah.</p>
<p>Sisihkan pula waktu singkat untuk mengulang materi semester lalu agar anak siap ketika sekolah dimulai kembali.</p>`,
  },
  {
    judul: 'Membangun Kepercayaan Diri Anak Lewat Belajar Menari',
    tanggal: '2025-08-11',
    jam: '16:00',
    isi: `<p>Menari tidak hanya melatih kelenturan tubuh. Belajar menari membuat anak terbiasa tampil, mengingat urutan gerak, dan bekerja sama dengan penari lain.</p>
<h2>Tari tradisional sebagai pengenalan budaya</h2>
<p>Tari tradisional seperti tari Saman atau tari Piring memperkenalkan anak pada kekayaan budaya Nusantara. Setiap gerak memiliki makna yang dapat menjadi bahan cerita menarik.</p>
<h2>Modern dance dan balet</h2>
<p>Bagi anak yang menyukai musik populer, modern dance dapat menjadi pilihan. Balet melatih postur dan keseimbangan, meski membutuhkan disiplin latihan yang tinggi.</p>
<p>Guru tari privat dapat mempersiapkan anak untuk pentas sekolah atau lomba, sekaligus menyesuaikan latihan dengan kondisi fisik dan minat anak.</p>`,
  },
  {
    judul: 'Ujian Sekolah Kelas 6: Persiapan Tanpa Panik',
    tanggal: '2025-10-06',
    jam: '09:30',
    isi: `<p>Kelas 6 SD adalah tahun yang sibuk: materi semester akhir, ujian sekolah, dan persiapan masuk SMP berlangsung hampir bersamaan. Persiapan yang dimulai lebih awal membuat anak lebih tenang.</p>
<h2>Petakan materi kelas 4 sampai 6</h2>
<p>Soal ujian sering mencakup materi kelas sebelumnya. Buat daftar bab dari kelas 4 hingga 6 untuk Matematika, Bahasa Indonesia, dan IPAS, lalu tandai yang paling perlu diulang.</p>
<h2>Latihan soal secara berkala</h2>
<p>Mulailah dengan satu paket latihan setiap minggu dan tingkatkan menjadi dua paket menjelang ujian. Bahas setiap kesalahan bersama anak agar ia memahami alasannya.</p>
<p>Jaga suasana tetap positif. Anak kelas 6 masih membutuhkan waktu bermain, dan tekanan yang berlebihan justru mengganggu konsentrasinya saat ujian.</p>`,
  },
];
