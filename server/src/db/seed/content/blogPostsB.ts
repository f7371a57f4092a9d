import type { BlogPostSource } from './blogPostSource';

/** Blog posts, part B: subjects, competitions and exams. */
export const BLOG_POSTS_B: readonly BlogPostSource[] = [
  {
    judul: 'Tips Lolos Seleksi OSN Tingkat Kabupaten',
    tanggal: '2024-06-10',
    jam: '10:15',
    isi: `<p>Olimpiade Sains Nasional dimulai dari seleksi tingkat kabupaten atau kota. Tahap ini menyaring siswa yang tidak hanya menguasai materi sekolah, tetapi juga mampu bernalar dalam situasi soal yang tidak biasa.</p>
<h2>Pelajari soal tahun-tahun sebelumnya</h2>
<p>Soal OSN memiliki pola yang khas. Kerjakan soal lima tahun terakhir untuk memahami cakupan materi dan tingkat kesulitannya. Jangan hanya melihat pembahasan, cobalah dulu selama minimal tiga puluh menit sebelum menyerah.</p>
<h2>Perluas materi di luar kurikulum</h2>
<p>Beberapa topik olimpiade, seperti teori bilangan atau kombinatorika dalam matematika, jarang dibahas di kelas. Pembina yang berpengalaman dapat membantu menyusun urutan belajar agar materi lanjutan dibangun di atas dasar yang kuat.</p>
<p>Yang tidak kalah penting adalah ketahanan mental. Soal olimpiade memang dirancang sulit, sehingga terbiasa gagal lalu mencoba lagi adalah bagian dari latihan.</p>`,
  },
  {
    judul: 'Manfaat Belajar Mengaji dengan Guru Privat',
    tanggal: '2024-06-24',
    jam: '19:30',
    isi: `<p>Belajar membaca Al-Qur'an membutuhkan bimbingan yang teliti karena setiap huruf memiliki makhraj dan sifat yang harus diucapkan dengan benar. Guru privat dapat memberi perhatian penuh pada bacaan setiap siswa.</p>
<h2>Koreksi bacaan secara langsung</h2>
<p>Dalam kelas besar, kesalahan kecil dalam panjang pendek bacaan atau dengung sering terlewat. Dengan guru privat, setiap kesalahan dapat langsung dibetulkan sehingga tidak menjadi kebiasaan.</p>
<h2>Materi sesuai tahap</h2>
<p>Anak yang baru mengenal huruf hijaiyah dapat memulai dari Iqro, sedangkan yang sudah lancar dapat melanjutkan ke tahsin, tajwid, atau tahfidz. Jadwal pun dapat disesuaikan dengan kegiatan sekolah.</p>
<p>Les mengaji juga dapat dilakukan secara online, sehingga keluarga di daerah yang jauh dari taman pendidikan Al-Qur'an tetap mendapatkan ustadz atau ustadzah yang berpengalaman.</p>`,
  },
  {
    judul: 'Menentukan Jumlah Pertemuan Les yang Ideal',
    tanggal: '2024-07-08',
    jam: '11:00',
    isi: `<p>Berapa kali sebaiknya anak les dalam seminggu? Jawabannya bergantung pada tujuan dan kondisi anak. Terlalu sedikit membuat kemajuan lambat, terlalu banyak membuat anak lelah.</p>
<h2>Untuk menjaga ritme belajar</h2>
<p>Jika tujuannya menjaga agar anak tidak tertinggal pelajaran, satu kali pertemuan per minggu atau empat kali sebulan biasanya cukup. Paket Super dengan empat pertemuan cocok untuk kebutuhan ini.</p>
<h2>Untuk mengejar ketertinggalan atau persiapan ujian</h2>
<p>Menjelang ujian atau ketika ada banyak materi yang harus dikejar, dua sampai tiga kali seminggu lebih efektif. Paket Intensif dan Super Intensif memberi waktu cukup untuk membahas konsep sekaligus latihan soal.</p>
<p>Untuk program jangka panjang, paket enam bulan seperti Intensif Pro memberi kepastian jadwal dan dapat dibayar dengan cicilan. Pertemuan yang belum terpakai juga tidak hangus setelah satu bulan.</p>`,
  },
  {
    judul: 'Belajar Kelompok atau Les Privat Individu?',
    tanggal: '2024-07-22',
    jam: '13:45',
    isi: `<p>Les privat tidak selalu berarti satu guru untuk satu siswa. Banyak keluarga memilih les kelompok kecil berisi dua sampai empat siswa, misalnya kakak beradik atau teman satu kelas.</p>
<h2>Kelebihan les individu</h2>
<p>Pada les individu, seluruh waktu difokuskan pada satu anak. Cocok bagi anak yang membutuhkan penanganan khusus, punya target tinggi, atau mudah terdistraksi ketika belajar bersama teman.</p>
<h2>Kelebihan les kelompok</h2>
<p>Les kelompok lebih hemat karena biaya dibagi bersama, dan suasananya bisa lebih hidup. Siswa saling bertanya dan menjelaskan, yang justru memperdalam pemahaman. Syaratnya, kemampuan anggota kelompok sebaiknya setara agar tidak ada yang tertinggal.</p>
<p>Durasi les kelompok adalah 90 menit agar setiap siswa mendapat porsi perhatian yang cukup.</p>`,
  },
  {
    judul: 'Mengatur Waktu Belajar Saat Bulan Puasa',
    tanggal: '2024-08-05',
    jam: '16:30',
    isi: `<p>Selama bulan Ramadan, pola tidur dan makan berubah sehingga energi anak juga berubah. Jadwal belajar perlu disesuaikan agar tetap produktif tanpa membuat anak kelelahan.</p>
<h2>Manfaatkan waktu setelah sahur dan menjelang berbuka</h2>
<p>Setelah sahur, pikiran biasanya masih segar sehingga cocok untuk membaca atau mengulang hafalan. Sore hari menjelang berbuka dapat dipakai untuk kegiatan ringan seperti mengerjakan latihan soal pendek.</p>
<h2>Hindari sesi yang terlalu panjang</h2>
<p>Bagi sesi belajar menjadi beberapa bagian pendek. Jika anak mengikuti les, diskusikan dengan guru untuk memindahkan jadwal ke waktu yang lebih nyaman, misalnya setelah tarawih untuk siswa yang lebih besar. Perubahan jadwal dapat diatur lewat website bersama guru.</p>
<p>Jangan lupa menjaga asupan cairan saat berbuka dan sahur, karena dehidrasi ringan dapat menurunkan konsentrasi.</p>`,
  },
  {
    judul: 'Membantu Anak Mengerjakan PR tanpa Mengerjakannya',
    tanggal: '2024-08-19',
    jam: '18:00',
    isi: `<p>Melihat anak kesulitan mengerjakan PR sering membuat orang tua tergoda untuk langsung memberi jawaban. Padahal, tujuan PR adalah melatih anak berpikir mandiri.</p>
<h2>Ajukan pertanyaan pemandu</h2>
<p>Alih-alih menjawab, tanyakan "Apa yang diketahui dari soal ini?" atau "Pernahkah kamu mengerjakan soal yang mirip?" Pertanyaan seperti ini menuntun anak menemukan jalannya sendiri.</p>
<h2>Bagi tugas menjadi langkah kecil</h2>
<p>Tugas yang terlihat besar dapat membuat anak kewalahan. Bantu memecahnya menjadi bagian-bagian kecil dan rayakan setiap bagian yang selesai.</p>
<p>Jika kesulitan terus berulang pada materi yang sama, itu tanda ada konsep yang perlu dijelaskan ulang. Di sinilah guru les dapat membantu, sementara orang tua tetap berperan sebagai penyemangat.</p>`,
  },
  {
    judul: 'Persiapan Ujian Akhir Semester: Rencana Empat Minggu',
    tanggal: '2024-09-02',
    jam: '09:10',
    isi: `<p>Belajar semalam sebelum ujian mungkin terasa efektif, tetapi ingatan yang terbentuk cepat juga cepat hilang. Rencana empat minggu memberi waktu untuk memahami, mengulang, dan berlatih.</p>
<h2>Minggu pertama dan kedua</h2>
<p>Kumpulkan kisi-kisi dan catatan setiap mata pelajaran. Ulangi materi dari awal semester dan tandai bagian yang masih membingungkan. Diskusikan bagian tersebut dengan guru, baik di sekolah maupun guru les.</p>
<h2>Minggu ketiga</h2>
<p>Perbanyak latihan soal, terutama dari ulangan harian sebelumnya. Kerjakan dengan batas waktu agar terbiasa dengan tekanan ujian.</p>
<h2>Minggu keempat</h2>
<p>Fokus pada pengulangan ringan dan istirahat cukup. Buat rangkuman satu halaman untuk setiap mata pelajaran sebagai bahan baca cepat di pagi hari ujian.</p>`,
  },
  {
    judul: 'Menumbuhkan Minat Baca Anak di Era Gawai',
    tanggal: '2024-09-16',
    jam: '20:00',
    isi: `<p>Gawai menawarkan hiburan instan yang sulit disaingi oleh buku. Meski begitu, minat baca tetap bisa ditumbuhkan dengan strategi yang tepat dan konsisten.</p>
<h2>Mulai dari minat anak</h2>
<p>Anak yang menyukai dinosaurus, sepak bola, atau memasak akan lebih tertarik pada buku dengan topik tersebut. Biarkan anak memilih bacaannya sendiri, termasuk komik edukatif.</p>
<h2>Jadikan membaca kegiatan bersama</h2>
<p>Sediakan waktu membaca keluarga selama lima belas menit sebelum tidur, tanpa gawai. Diskusikan cerita yang dibaca dan minta anak menebak kelanjutannya.</p>
<p>Kunjungan rutin ke perpustakaan atau toko buku juga dapat menjadi kegiatan akhir pekan yang dinantikan. Membaca yang menyenangkan hari ini akan memudahkan anak memahami soal cerita di sekolah nanti.</p>`,
  },
  {
    judul: 'Tips Sukses Les Online: Perangkat dan Ruang Belajar',
    tanggal: '2024-09-30',
    jam: '10:40',
    isi: `<p>Les online dapat sama efektifnya dengan les tatap muka jika persiapannya baik. Sebagian besar kendala justru datang dari hal teknis yang sebenarnya mudah diatasi.</p>
<h2>Perangkat dan koneksi</h2>
<p>Laptop atau tablet lebih nyaman daripada ponsel karena layar lebih besar. Gunakan headset untuk mengurangi gema dan pastikan koneksi internet stabil. Coba aplikasi konferensi video sebelum sesi pertama.</p>
<h2>Ruang belajar yang tenang</h2>
<p>Pilih sudut rumah dengan pencahayaan cukup dan sedikit gangguan. Siapkan alat tulis, buku, dan kertas coretan sebelum sesi dimulai sehingga tidak ada waktu yang terbuang.</p>
<ul><li>Nyalakan kamera agar guru dapat melihat ekspresi kebingungan.</li><li>Simpan rangkuman atau rekaman papan tulis setelah sesi.</li><li>Matikan notifikasi aplikasi lain selama belajar.</li></ul>`,
  },
  {
    judul: 'Mengenal Gaya Belajar Visual, Auditori, dan Kinestetik',
    tanggal: '2024-10-14',
    jam: '14:20',
    isi: `<p>Setiap anak memiliki kecenderungan cara menerima informasi yang berbeda. Mengenali kecenderungan ini membantu orang tua dan guru memilih metode belajar yang lebih efektif.</p>
<h2>Visual</h2>
<p>Anak visual mudah memahami melalui gambar, diagram, dan warna. Peta pikiran dan catatan berwarna sangat membantu mereka merangkum materi.</p>
<h2>Auditori</h2>
<p>Anak auditori belajar dengan mendengar dan berbicara. Mereka terbantu ketika menjelaskan ulang materi dengan kata-kata sendiri atau belajar melalui diskusi.</p>
<h2>Kinestetik</h2>
<p>Anak kinestetik membutuhkan gerak dan praktik langsung. Alat peraga, percobaan sederhana, dan jeda untuk bergerak membuat mereka lebih fokus.</p>
<p>Kebanyakan anak sebenarnya memadukan ketiganya. Guru privat yang baik akan mengamati respons anak lalu menggabungkan beberapa cara agar materi lebih mudah dicerna.</p>`,
  },
  {
    judul: 'Kapan Anak Sebaiknya Mulai Les Renang?',
    tanggal: '2024-10-28',
    jam: '07:30',
    isi: `<p>Renang adalah keterampilan yang penting bagi keselamatan sekaligus olahraga yang menyehatkan. Banyak orang tua bertanya kapan waktu yang tepat untuk mulai les renang.</p>
<h2>Usia empat sampai lima tahun</h2>
<p>Pada usia ini, anak umumnya sudah mampu mengikuti instruksi dan memiliki koordinasi yang cukup untuk belajar teknik dasar seperti mengapung dan meluncur. Sebelum usia tersebut, kegiatan di air lebih tepat diarahkan untuk pengenalan dan membangun rasa nyaman.</p>
<h2>Pengenalan air terlebih dahulu</h2>
<p>Anak yang takut air perlu diperkenalkan secara bertahap, mulai dari bermain cipratan hingga berani memasukkan wajah ke air. Memaksa anak justru dapat memperbesar rasa takut.</p>
<p>Pelatih renang privat dapat menyesuaikan kecepatan belajar dengan keberanian anak dan selalu mengutamakan keselamatan. Les renang juga tersedia untuk dewasa yang ingin belajar dari awal.</p>`,
  },
];
