export type AccountKind = 'siswa' | 'guru';

const KINDS: { kind: AccountKind; title: string; text: string }[] = [
  { kind: 'siswa', title: 'Siswa / Orang Tua', text: 'Cari guru privat dan pesan les untuk Anda atau anak Anda.' },
  { kind: 'guru', title: 'Guru', text: 'Daftar sebagai pengajar dan lamar lowongan mengajar.' },
];

/** The first step of /register: which kind of account. */
export function RoleChoice({ onChoose }: { onChoose: (kind: AccountKind) => void }) {
  return (
    <div className="landing-role-choice" role="group" aria-label="Jenis akun">
      {KINDS.map(({ kind, title, text }) => (
        <button key={kind} type="button" className="landing-role-choice__option" onClick={() => onChoose(kind)}>
          <span className="landing-role-choice__title">{title}</span>
          <span>{text}</span>
        </button>
      ))}
    </div>
  );
}
