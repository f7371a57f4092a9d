import { skipToken } from '@reduxjs/toolkit/query';
import { errorMessageOf, useGetPackagePricesQuery, useLogFetchFailure } from '@tutor/api';
import type { FeePackage, FeeSearchParams } from '@tutor/contract';
import { useDraft } from '../../state/hooks';
import { useGetOrderPackagePricesQuery } from '../../api/orderEndpoints';
import { useOrderRegion } from '../useOrderRegion';

export interface PackagePrices {
  /** the "Mulai Dari" list: it names the packages and their meetings */
  packages: FeePackage[] | undefined;
  listLoading: boolean;
  listFailed: boolean;
  retryList: () => void;
  /** the price of each package for the chosen level, system, students and region, by paket_id */
  exact: Map<number, FeePackage> | null;
  exactLoading: boolean;
  /** why the exact prices are not shown, when a level is chosen */
  exactNote: string | null;
}

/**
 * Prices for the package cards: "Mulai Dari" until a level is chosen, then the fee search's
 * answer for this draft (GET /api/landing/searching-biaya-les). The fee search needs a region even
 * for Online (where it does not change the price), so until one is known the cards say so.
 */
export function usePackagePrices(): PackagePrices {
  const draft = useDraft();
  const region = useOrderRegion();
  const list = useGetPackagePricesQuery();
  const params: FeeSearchParams | typeof skipToken =
    draft.jenjang !== null && region
      ? {
          jenjang_id: draft.jenjang,
          sistem_pembelajaran: draft.sistemPembelajaran,
          jumlah_siswa: draft.jumlahSiswa,
          provinsi: region.provinsi,
          kota_id: region.kota,
          ...(draft.kurikulum !== null ? { kurikulum_id: draft.kurikulum } : {}),
          ...(draft.kelas !== null ? { kelas: draft.kelas } : {}),
        }
      : skipToken;
  const search = useGetOrderPackagePricesQuery(params);
  useLogFetchFailure('order-wizard: harga paket', search.error);

  let exactNote: string | null = null;
  if (draft.jenjang !== null && !region) exactNote = 'Harga pasti tampil setelah alamat les diisi di langkah Lokasi.';
  else if (search.isError) exactNote = errorMessageOf(search.error);
  const exact = search.currentData ? new Map(search.currentData.map((item) => [item.paket_id, item])) : null;
  return {
    packages: list.data,
    listLoading: list.isLoading,
    listFailed: list.isError && !list.isFetching,
    retryList: () => void list.refetch(),
    exact: params === skipToken ? null : exact,
    exactLoading: search.isFetching,
    exactNote,
  };
}
