import { ButtonLink } from '@tutor/ui/Button';
import { EmptyState } from '@tutor/ui/EmptyState';

/**
 * Where the list of openings will be. The openings endpoint belongs to the job board's own issue
 * and does not exist yet, so the page says so instead of showing invented openings.
 */
export function OpeningsComingSoon() {
  return (
    <EmptyState
      title="Daftar lowongan segera dibuka"
      description={
        <p>
          Lowongan mengajar untuk siswa baru akan tampil di sini, lengkap dengan kode pemesanan, tanggal mulai les, sistem
          pembelajaran, program dan lokasinya, beserta tombol Apply. Pencarian kode dan filter di panel pencarian berlaku begitu
          daftar ini dibuka.
        </p>
      }
      action={
        <ButtonLink to="/jadi-pengajar" variant="secondary">
          Cara menjadi pengajar
        </ButtonLink>
      }
    />
  );
}
