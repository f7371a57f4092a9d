import './HowToOrder.css';

const STEPS = [
  {
    title: 'Pesan Les',
    text: 'Pilih program, paket dan jadwal les, lalu kirim pesanan lewat website.',
  },
  {
    title: 'Reservasi',
    text: 'Admin menghubungi Anda dalam 1x24 jam dan mengirim pilihan guru dalam 2x24 jam.',
  },
  {
    title: 'Konfirmasi',
    text: 'Pilih guru yang paling cocok, selesaikan pembayaran, dan les siap dimulai.',
  },
];

/** The three-step explainer under the results. */
export function HowToOrder() {
  return (
    <section className="search-steps" aria-labelledby="search-steps-title">
      <div className="ui-container">
        <h2 id="search-steps-title" className="ui-section-heading">
          Pesan Les, Reservasi, Konfirmasi
        </h2>
        <p className="ui-section-subheading">Tiga langkah mudah sampai guru privat datang atau les online dimulai.</p>
        <ol className="search-steps__list">
          {STEPS.map((step, index) => (
            <li key={step.title} className="search-steps__item">
              <span className="search-steps__number" aria-hidden="true">
                {index + 1}
              </span>
              <h3 className="search-steps__title">{step.title}</h3>
              <p className="search-steps__text">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
