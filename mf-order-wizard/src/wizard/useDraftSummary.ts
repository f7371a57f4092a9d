import { skipToken } from '@reduxjs/toolkit/query';
import { useGetJenjangOptionsQuery, useGetKelasOptionsQuery, useGetKurikulumOptionsQuery, useGetPackagePricesQuery } from '@tutor/api';
import { useDraft } from '../state/hooks';
import { optionOf } from '@tutor/ui/Select';

export interface SummaryRow {
  label: string;
  value: string;
}

/**
 * The draft in words. Labels are read from the cached lists (the same queries step 1 used), so
 * nothing from the server is copied into the draft.
 */
export function useDraftSummary(preferredTeacherId: string | null): SummaryRow[] {
  const draft = useDraft();
  const { data: packages } = useGetPackagePricesQuery();
  const { data: levels } = useGetJenjangOptionsQuery();
  const levelArg = draft.jenjang ?? skipToken;
  const { currentData: curricula } = useGetKurikulumOptionsQuery(levelArg);
  const { currentData: classes } = useGetKelasOptionsQuery(levelArg);

  const chosenPackage = packages?.find((item) => item.paket_id === draft.paket);
  const rows: SummaryRow[] = [];
  if (chosenPackage) rows.push({ label: 'Paket', value: `${chosenPackage.paket_name} (${chosenPackage.jumlah_pertemuan} pertemuan)` });
  rows.push({ label: 'Sistem Pembelajaran', value: draft.sistemPembelajaran });
  rows.push({ label: 'Jumlah Siswa', value: `${draft.jumlahSiswa} siswa` });
  const level = optionOf(levels, draft.jenjang);
  if (level) rows.push({ label: 'Jenjang', value: level.label });
  const curriculum = optionOf(curricula, draft.kurikulum);
  if (curriculum) rows.push({ label: 'Kurikulum', value: curriculum.label });
  const schoolClass = optionOf(classes, draft.kelas);
  if (schoolClass) rows.push({ label: 'Kelas', value: schoolClass.label });
  if (preferredTeacherId) rows.push({ label: 'Guru pilihan', value: `#${preferredTeacherId}` });
  return rows;
}
