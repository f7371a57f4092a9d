import type { Partner, PartnerKind } from '@tutor/contract';
import { useId } from 'react';
import { useLogFetchFailure } from '@tutor/api';
import { EmptyState } from '@tutor/ui/EmptyState';
import { ImageWithFallback } from '@tutor/ui/ImageWithFallback';
import { Section } from '@tutor/ui/Section';
import { Skeleton, SkeletonGroup } from '@tutor/ui/Skeleton';
import { useGetPartnerMarksQuery } from '../../api/partnersApi';
import { LoadFailed } from '../../common/LoadFailed';

/** The marks are drawn 360x120 and shown at this size (or narrower on phones, same ratio). */
const MARK_WIDTH = 180;
const MARK_HEIGHT = 60;
/** Placeholders per group while loading: two rows on a desktop, so the section barely moves. */
const PLACEHOLDERS = 8;

const GROUPS: readonly { jenis: PartnerKind; title: string; loading: string }[] = [
  { jenis: 'universitas', title: 'Universitas', loading: 'Memuat logo universitas mitra' },
  { jenis: 'sekolah', title: 'Sekolah', loading: 'Memuat logo sekolah mitra' },
];

function MarkWall({ title, partners }: { title: string; partners: readonly Partner[] }) {
  const headingId = useId();
  return (
    <div className="landing-partners__group">
      <h3 id={headingId} className="landing-partners__title">
        {title}
      </h3>
      <ul aria-labelledby={headingId} className="landing-grid landing-partners__list">
        {partners.map((partner) => (
          <li key={partner.id} className="landing-partners__mark">
            <ImageWithFallback src={partner.logo} alt={partner.nama} width={MARK_WIDTH} height={MARK_HEIGHT} />
          </li>
        ))}
      </ul>
    </div>
  );
}

function LoadingWall({ title, label }: { title: string; label: string }) {
  return (
    <div className="landing-partners__group">
      <h3 className="landing-partners__title">{title}</h3>
      <SkeletonGroup
        label={label}
        count={PLACEHOLDERS}
        className="landing-grid landing-partners__list"
        renderItem={() => (
          <div className="landing-partners__mark">
            <Skeleton className="landing-partners__placeholder" width="100%" height="auto" />
          </div>
        )}
      />
    </div>
  );
}

function PartnerMarks() {
  const { data: partners, isLoading, error, refetch, isFetching } = useGetPartnerMarksQuery();
  useLogFetchFailure('landing.mitra', error);

  if (isLoading)
    return (
      <>
        {GROUPS.map((group) => (
          <LoadingWall key={group.jenis} title={group.title} label={group.loading} />
        ))}
      </>
    );
  if (!partners) {
    return <LoadFailed what="Daftar mitra" onRetry={() => void refetch()} busy={isFetching} />;
  }
  if (partners.length === 0)
    return (
      <EmptyState
        title="Daftar mitra sedang diperbarui."
        description="Nantikan universitas dan sekolah mitra kami di sini."
      />
    );
  return (
    <>
      {GROUPS.map((group) => {
        const members = partners.filter((partner) => partner.jenis === group.jenis);
        return members.length > 0 && <MarkWall key={group.jenis} title={group.title} partners={members} />;
      })}
    </>
  );
}

/** Partner universities and schools as logo marks, from the server's partner list. */
export function PartnersSection() {
  return (
    <Section
      title="Mitra Universitas dan Sekolah"
      subtitle="Pengajar kami adalah mahasiswa dan lulusan kampus terbaik, dan siswa kami belajar di sekolah-sekolah unggulan."
    >
      <div className="landing-partners">
        <PartnerMarks />
      </div>
    </Section>
  );
}
