import type { BlogPostSource } from './blogPostSource';

/** Blog posts, part A: choosing lessons and study habits. */
export const BLOG_POSTS_A: readonly BlogPostSource[] = [
  {
    judul: 'Tips Memilih Guru Les Privat yang Tepat untuk Anak',
    tanggal: '2024-01-08',
    jam: '09:00',
    isi: `<p>Memilih guru les privat bukan sekadar mencari orang yang pintar di mata pelajaran tertentu. Guru yang tepat adalah guru yang mampu membaca kebutuhan anak, menyesuaikan cara menjelaskan, dan membangun hubungan belajar yang nyaman. Karena itu, sebelum memesan les, tuliskan dulu tujuan yang ingin dicapai: mengejar ketertinggalan, mempersiapkan ujian, atau sekadar menjaga ritme belajar.</p>
<h2>Perhatikan latar belakang dan pengalaman</h2>
<p>Latar belakang pendidikan memberi gambaran penguasaan materi, tetapi pengalaman mengajar jauh lebih menentukan. Guru yang terbiasa menghadapi siswa SD akan berbeda pendekatannya dengan guru yang biasa membimbing siswa SMA menghadapi UTBK. Tanyakan jenjang apa saja yang pernah diajar dan bagaimana ia menilai perkembangan siswanya.</p>
<h2>Uji kecocokan di pertemuan awal</h2>
<p>Pertemuan pertama adalah waktu yang baik untuk melihat apakah anak merasa nyaman. Amati apakah guru memberi kesempatan bertanya, apakah penjelasannya runtut, dan apakah ia memberi latihan yang sesuai kemampuan anak. Jika belum cocok, jangan ragu meminta pergantian guru; di layanan kami pergantian guru tidak dibatasi.</p>
<p>Terakhir, libatkan anak dalam keputusan. Anak yang merasa didengar biasanya lebih bersemangat mengikuti les dan lebih terbuka ketika menemui kesulitan.</p>`,
  },
  {
    judul: 'Les Privat Online atau Offline: Mana yang Lebih Cocok?',
    tanggal: '2024-01-22',
    jam: '10:30',
    isi: `<p>Sejak pembelajaran jarak jauh menjadi hal biasa, banyak orang tua bertanya apakah les privat online sama efektifnya dengan les tatap muka. Jawabannya bergantung pada usia anak, karakter belajar, dan ketersediaan guru di daerah tempat tinggal.</p>
<h2>Kelebihan les offline</h2>
<p>Les offline, ketika guru datang ke rumah, sangat membantu anak usia dini dan siswa SD yang masih membutuhkan pendampingan langsung. Guru dapat melihat cara anak menulis, memperbaiki posisi duduk, dan menggunakan alat peraga. Durasi les offline untuk toddler dan playgroup adalah 60 menit, sedangkan jenjang lain 90 menit, dan biaya transport guru sudah termasuk dalam paket.</p>
<h2>Kelebihan les online</h2>
<p>Les online memberi akses ke guru terbaik dari kota mana pun. Siswa SMP dan SMA yang sudah mandiri biasanya cepat beradaptasi, terutama jika guru memakai papan tulis digital dan membagikan rangkuman setelah sesi. Les online juga menghemat waktu perjalanan sehingga jadwal lebih fleksibel.</p>
<p>Jika masih ragu, mulailah dengan paket kecil lalu evaluasi setelah empat pertemuan. Yang terpenting bukan mediumnya, melainkan konsistensi belajar dan kecocokan dengan guru.</p>`,
  },
  {
    judul: 'Cara Membangun Kebiasaan Belajar di Rumah',
    tanggal: '2024-02-05',
    jam: '08:15',
    isi: `<p>Kebiasaan belajar tidak terbentuk dalam semalam. Anak yang rajin belajar biasanya tumbuh di lingkungan yang membuat belajar terasa wajar, bukan hukuman. Orang tua memegang peran besar dalam menciptakan suasana tersebut.</p>
<h2>Tetapkan waktu dan tempat yang sama</h2>
<p>Otak menyukai rutinitas. Pilih jam belajar yang tetap, misalnya setelah makan sore, dan siapkan meja yang bebas dari gangguan televisi maupun gawai. Dalam dua sampai tiga minggu, anak akan terbiasa dan tidak perlu lagi diingatkan berkali-kali.</p>
<h2>Mulai dari durasi pendek</h2>
<p>Untuk anak SD, 25 sampai 30 menit belajar fokus sudah cukup, diselingi istirahat lima menit. Durasi dapat ditambah perlahan seiring bertambahnya usia. Teknik ini membantu anak menyelesaikan tugas tanpa merasa terbebani.</p>
<ul><li>Buat daftar tugas kecil yang bisa dicentang.</li><li>Beri pujian pada usaha, bukan hanya pada nilai.</li><li>Jadilah contoh dengan ikut membaca di waktu yang sama.</li></ul>
<p>Les privat dapat memperkuat kebiasaan ini karena ada jadwal tetap dan guru yang memantau perkembangan setiap minggu.</p>`,
  },
  {
    judul: 'Strategi Persiapan UTBK-SNBT dalam Tiga Bulan',
    tanggal: '2024-02-19',
    jam: '13:00',
    isi: `<p>Tiga bulan adalah waktu yang cukup untuk meningkatkan skor UTBK secara berarti, asalkan persiapannya terarah. Kunci utamanya adalah mengenali pola soal, mengukur kemampuan awal, lalu berlatih secara bertahap.</p>
<h2>Bulan pertama: pemetaan dan konsep</h2>
<p>Kerjakan satu tryout lengkap untuk mengetahui subtes yang paling lemah. Gunakan bulan pertama untuk memperkuat konsep dasar penalaran matematika, literasi bahasa Indonesia dan bahasa Inggris, serta pengetahuan kuantitatif. Jangan terburu-buru mengerjakan ratusan soal sebelum konsepnya kokoh.</p>
<h2>Bulan kedua: latihan terarah</h2>
<p>Fokuskan latihan pada tipe soal yang sering muncul. Catat setiap kesalahan dalam buku khusus beserta alasannya, apakah karena tidak paham, salah hitung, atau kehabisan waktu. Pola kesalahan ini menjadi bahan diskusi yang sangat berharga bersama tutor.</p>
<h2>Bulan ketiga: simulasi dan manajemen waktu</h2>
<p>Lakukan simulasi seminggu sekali dalam kondisi seperti ujian sungguhan. Latih strategi melewati soal sulit dan kembali di akhir. Jaga juga pola tidur, karena konsentrasi di hari ujian sangat dipengaruhi kebugaran.</p>`,
  },
  {
    judul: 'Mengenal Kurikulum Merdeka: Apa yang Berubah bagi Siswa?',
    tanggal: '2024-03-04',
    jam: '09:45',
    isi: `<p>Kurikulum Merdeka membawa sejumlah perubahan dalam cara siswa belajar di sekolah. Materi dibuat lebih ringkas agar guru punya waktu untuk pendalaman, dan siswa didorong belajar melalui proyek yang dekat dengan kehidupan sehari-hari.</p>
<h2>Projek Penguatan Profil Pelajar Pancasila</h2>
<p>Salah satu ciri khasnya adalah projek lintas mata pelajaran. Siswa diminta bekerja sama, meneliti, dan mempresentasikan hasilnya. Keterampilan seperti berpikir kritis dan komunikasi menjadi sama pentingnya dengan nilai ulangan.</p>
<h2>Pilihan mata pelajaran di SMA</h2>
<p>Di fase F, siswa SMA tidak lagi dibagi secara kaku ke jurusan IPA dan IPS, melainkan memilih mata pelajaran sesuai minat dan rencana kuliah. Pilihan ini sebaiknya dipertimbangkan matang bersama orang tua dan guru bimbingan konseling.</p>
<p>Bagi orang tua, memahami perubahan ini membantu memilih jenis pendampingan yang tepat. Guru les privat yang memahami Kurikulum Merdeka dapat membantu anak mengerjakan projek, memperkuat konsep, dan memilih mata pelajaran yang sesuai.</p>`,
  },
  {
    judul: 'Mengajarkan Calistung dengan Cara yang Menyenangkan',
    tanggal: '2024-03-18',
    jam: '15:30',
    isi: `<p>Membaca, menulis, dan berhitung atau calistung adalah fondasi bagi semua pelajaran berikutnya. Namun anak usia TK dan awal SD belajar paling baik melalui permainan, bukan melalui latihan berulang yang membosankan.</p>
<h2>Belajar huruf lewat benda di sekitar</h2>
<p>Ajak anak mencari benda yang berawalan huruf tertentu di rumah, misalnya "b" untuk bola, buku, dan botol. Permainan sederhana seperti ini menghubungkan bunyi huruf dengan benda nyata sehingga lebih mudah diingat.</p>
<h2>Berhitung dengan kegiatan sehari-hari</h2>
<p>Menghitung jumlah sendok saat menata meja atau membagi kue untuk anggota keluarga adalah latihan berhitung yang bermakna. Anak belajar konsep penjumlahan dan pembagian tanpa merasa sedang belajar.</p>
<p>Jangan memaksakan target terlalu tinggi. Setiap anak memiliki kecepatan berbeda, dan rasa senang terhadap belajar jauh lebih berharga daripada kemampuan membaca lancar di usia yang terlalu dini.</p>`,
  },
  {
    judul: 'Mengatasi Anak yang Takut Matematika',
    tanggal: '2024-04-01',
    jam: '10:00',
    isi: `<p>Banyak anak merasa cemas setiap kali bertemu pelajaran matematika. Kecemasan ini sering berawal dari pengalaman gagal yang berulang atau dari ucapan orang dewasa seperti "matematika memang susah". Kabar baiknya, rasa takut ini bisa diatasi.</p>
<h2>Kembali ke konsep yang belum kuat</h2>
<p>Kesulitan di kelas atas sering disebabkan konsep dasar yang belum tuntas, misalnya pecahan atau perkalian. Guru privat dapat menelusuri bagian mana yang belum dipahami lalu membangunnya kembali langkah demi langkah.</p>
<h2>Rayakan kemajuan kecil</h2>
<p>Berikan soal yang sedikit di atas kemampuan anak, bukan jauh di atasnya. Ketika anak berhasil, ia merasakan kemenangan kecil yang menumbuhkan rasa percaya diri. Perlahan, anak akan berani mencoba soal yang lebih sulit.</p>
<p>Hindari membandingkan anak dengan saudara atau temannya. Fokuslah pada perkembangan dirinya sendiri dari minggu ke minggu.</p>`,
  },
  {
    judul: 'Pentingnya Stimulasi Dini untuk Balita',
    tanggal: '2024-04-15',
    jam: '08:30',
    isi: `<p>Usia satu sampai tiga tahun adalah masa ketika otak anak berkembang sangat pesat. Stimulasi yang tepat pada masa ini membantu perkembangan motorik, bahasa, dan kemampuan sosial anak.</p>
<h2>Stimulasi motorik</h2>
<p>Kegiatan seperti menyusun balok, meronce manik-manik besar, dan bermain lempar tangkap bola melatih koordinasi tangan dan mata. Aktivitas ini juga mempersiapkan otot jari untuk kegiatan menulis di kemudian hari.</p>
<h2>Stimulasi bahasa</h2>
<p>Ajak balita bercakap-cakap, bacakan buku bergambar, dan nyanyikan lagu anak. Menamai benda dan perasaan membantu anak memperkaya kosakata. Semakin sering anak mendengar bahasa yang kaya, semakin cepat ia belajar berbicara.</p>
<p>Pendamping belajar untuk toddler tidak mengajar seperti di kelas, melainkan merancang permainan terarah sesuai tahap perkembangan anak. Sesi berlangsung 60 menit agar anak tetap nyaman dan tidak kelelahan.</p>`,
  },
  {
    judul: 'Belajar Bahasa Inggris Sejak Dini: Mitos dan Fakta',
    tanggal: '2024-04-29',
    jam: '14:00',
    isi: `<p>Banyak orang tua khawatir mengenalkan bahasa Inggris terlalu dini akan mengganggu kemampuan bahasa Indonesia anak. Penelitian tentang anak dwibahasa menunjukkan kekhawatiran ini sebagian besar tidak beralasan.</p>
<h2>Mitos: anak akan bingung</h2>
<p>Anak memang kadang mencampur dua bahasa dalam satu kalimat, tetapi ini adalah tahap yang wajar. Seiring waktu, anak belajar memisahkan kedua bahasa sesuai lawan bicara dan situasi.</p>
<h2>Fakta: paparan rutin lebih penting daripada durasi panjang</h2>
<p>Lima belas menit bernyanyi, membaca cerita, atau bermain peran dalam bahasa Inggris setiap hari lebih efektif daripada satu sesi panjang seminggu sekali. Kuncinya adalah suasana yang menyenangkan dan tanpa tekanan.</p>
<p>Guru les bahasa Inggris anak biasanya memakai lagu, kartu gambar, dan permainan agar anak belajar secara alami, sama seperti ketika mereka belajar bahasa ibu.</p>`,
  },
  {
    judul: 'Mempersiapkan Anak Masuk Sekolah Dasar',
    tanggal: '2024-05-13',
    jam: '09:20',
    isi: `<p>Masuk SD adalah peralihan besar bagi anak. Selain kemampuan akademik dasar, kesiapan emosional dan kemandirian sama pentingnya agar anak dapat beradaptasi dengan lingkungan baru.</p>
<h2>Kemandirian sehari-hari</h2>
<p>Latih anak memakai sepatu sendiri, membuka bekal, merapikan tas, dan meminta izin ke toilet. Hal-hal kecil ini membuat anak lebih percaya diri di hari-hari pertama sekolah.</p>
<h2>Kesiapan akademik</h2>
<p>Anak tidak harus sudah lancar membaca, tetapi mengenal huruf, mampu memegang pensil dengan benar, dan memahami konsep bilangan sederhana akan sangat membantu. Program persiapan masuk SD biasanya memadukan calistung dengan latihan konsentrasi dan mengikuti instruksi.</p>
<p>Ceritakan hal-hal menyenangkan tentang sekolah, kunjungi sekolahnya bersama anak, dan dengarkan kekhawatirannya. Anak yang merasa aman akan lebih cepat menikmati dunia barunya.</p>`,
  },
  {
    judul: 'Cara Efektif Memahami Rumus Fisika',
    tanggal: '2024-05-27',
    jam: '16:00',
    isi: `<p>Fisika sering dianggap pelajaran hafalan rumus. Padahal, siswa yang memahami asal-usul sebuah rumus justru jarang perlu menghafalnya, karena ia bisa menurunkannya kembali dari konsep.</p>
<h2>Pahami besaran dan satuannya</h2>
<p>Setiap rumus adalah hubungan antar besaran. Dengan memeriksa satuan, misalnya meter per detik untuk kecepatan, siswa dapat menebak bentuk rumus dan memeriksa apakah jawabannya masuk akal.</p>
<h2>Gambar situasinya</h2>
<p>Sebelum menghitung, buat sketsa soal: arah gaya, posisi benda, atau rangkaian listrik. Gambar membantu melihat besaran mana yang diketahui dan mana yang dicari, sehingga pemilihan rumus menjadi lebih tepat.</p>
<ul><li>Kerjakan soal dari yang paling sederhana.</li><li>Tulis langkah, bukan hanya jawaban akhir.</li><li>Hubungkan materi dengan peristiwa sehari-hari, seperti pengereman motor.</li></ul>
<p>Dengan pendekatan ini, fisika berubah dari kumpulan rumus menjadi cara memahami dunia di sekitar kita.</p>`,
  },
];
