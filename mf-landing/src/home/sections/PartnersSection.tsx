import { Section } from '@tutor/ui/Section';
import { PARTNER_SCHOOLS, PARTNER_UNIVERSITIES } from '../../content/recognition';

function NameWall({ title, names }: { title: string; names: readonly string[] }) {
  return (
    <div className="landing-partners__group">
      <h3 className="landing-partners__title">{title}</h3>
      <ul className="landing-grid landing-partners__list">
        {names.map((name) => (
          <li key={name} className="landing-partners__name">
            {name}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** Partner universities and schools, as names (no external logos). */
export function PartnersSection() {
  return (
    <Section
      title="Mitra Universitas dan Sekolah"
      subtitle="Pengajar kami adalah mahasiswa dan lulusan kampus terbaik, dan siswa kami belajar di sekolah-sekolah unggulan."
    >
      <div className="landing-partners">
        <NameWall title="Universitas" names={PARTNER_UNIVERSITIES} />
        <NameWall title="Sekolah" names={PARTNER_SCHOOLS} />
      </div>
    </Section>
  );
}
