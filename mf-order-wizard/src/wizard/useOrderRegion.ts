import { useDraft } from '../state/hooks';
import { useGetStudentProfileQuery } from '../api/orderEndpoints';

export interface OrderRegion {
  provinsi: number | string;
  kota: number | string;
}

/**
 * Where the lessons take place, as far as it is known: the address typed in step 3, else the
 * profile's address. Prices depend on it, so step 1 shows real prices once it is known.
 */
export function useOrderRegion(): OrderRegion | null {
  const draft = useDraft();
  const { data: profile } = useGetStudentProfileQuery();
  const { provinsi, kota } = draft.address;
  const alamat = profile?.alamat;
  if (draft.useProfileAddress && alamat) return { provinsi: alamat.provinsi_id, kota: alamat.kota_id };
  return provinsi !== null && kota !== null ? { provinsi, kota } : null;
}
