import type { Ref } from 'react';
import type { OrderAddress } from '@tutor/contract';
import { Button } from '@tutor/ui/Button';
import { Skeleton } from '@tutor/ui/Skeleton';
import { useGetStudentProfileQuery } from '../../api/orderEndpoints';
import { useAppDispatch, useDraft } from '../../state/hooks';
import { profileAddressToggled } from '../../state/wizardSlice';
import { ManualAddressFields } from './ManualAddressFields';

interface StepThreeProps {
  error?: string;
  headingRef: Ref<HTMLHeadingElement>;
}

const addressText = (address: OrderAddress) =>
  [address.alamat_lengkap, address.kecamatan, address.kota, address.provinsi].join(', ');

/** Step 3, Lokasi: the profile's address or another one (Offline); Online needs none. */
export function StepThreeLocation({ error, headingRef }: StepThreeProps) {
  const draft = useDraft();
  const dispatch = useAppDispatch();
  const profile = useGetStudentProfileQuery();
  const profileAddress = profile.data?.alamat ?? null;
  // Without a profile address the profile cannot be used, whatever the draft remembers.
  const usingProfile = draft.useProfileAddress && profileAddress !== null;

  return (
    <section className="wizard-step" aria-labelledby="wizard-step-3-title">
      <h2 id="wizard-step-3-title" ref={headingRef} tabIndex={-1} className="wizard-step-title">
        Lokasi
      </h2>
      {draft.sistemPembelajaran === 'Online' ? (
        <p className="wizard-note">
          Les Online berlangsung lewat video conference, jadi alamat les tidak diperlukan. Lanjutkan ke langkah
          berikutnya.
        </p>
      ) : profile.isLoading ? (
        <div role="status" aria-busy="true">
          <span className="ui-visually-hidden">Memuat alamat profil...</span>
          <Skeleton height={44} />
        </div>
      ) : (
        <>
          {profile.isError && (
            <div className="wizard-note" role="alert">
              <p>Alamat profil belum bisa dimuat. Isi alamat les di bawah ini, atau coba lagi.</p>
              <Button variant="secondary" size="small" onClick={() => void profile.refetch()}>
                Coba lagi
              </Button>
            </div>
          )}
          <label className="wizard-check">
            <input
              type="checkbox"
              checked={usingProfile}
              disabled={profileAddress === null}
              aria-describedby={profileAddress === null ? 'wizard-no-profile-address' : undefined}
              onChange={(event) => dispatch(profileAddressToggled(event.target.checked))}
            />
            Gunakan Alamat Profil
          </label>
          {profileAddress === null && profile.data && (
            <p id="wizard-no-profile-address" className="wizard-muted">
              Profil Anda belum memiliki alamat. Isi alamat tempat les di bawah ini.
            </p>
          )}
          {usingProfile && profileAddress ? (
            <p className="wizard-address">
              <span className="ui-visually-hidden">Alamat profil: </span>
              {addressText(profileAddress)}
            </p>
          ) : (
            <ManualAddressFields />
          )}
        </>
      )}
      {error && (
        <p className="wizard-error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
