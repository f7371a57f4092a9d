import { skipToken } from '@reduxjs/toolkit/query';
import {
  useGetCityOptionsQuery,
  useGetDistrictOptionsQuery,
  useGetProvinceOptionsQuery,
  useLogFetchFailure,
} from '@tutor/api';
import { Field } from '@tutor/ui/Field';
import { Select, optionOf } from '@tutor/ui/Select';
import { useAppDispatch, useDraft } from '../../state/hooks';
import { addressTextChanged, cityChosen, districtChosen, provinceChosen } from '../../state/wizardSlice';

/** Provinsi → Kab/Kota → Kecamatan from the real lists, and the street address. */
export function ManualAddressFields() {
  const { address } = useDraft();
  const dispatch = useAppDispatch();
  const provinces = useGetProvinceOptionsQuery();
  const cities = useGetCityOptionsQuery(address.provinsi ?? skipToken);
  const districts = useGetDistrictOptionsQuery(address.kota ?? skipToken);
  useLogFetchFailure('order-wizard: provinsi', provinces.error);
  useLogFetchFailure('order-wizard: kota', cities.error);
  useLogFetchFailure('order-wizard: kecamatan', districts.error);
  // currentData: a previous province's cities must not show while the new ones load.
  const cityOptions = cities.currentData ?? [];
  const districtOptions = districts.currentData ?? [];

  return (
    <div className="wizard-fields">
      <Select
        label="Provinsi"
        placeholder="Pilih Provinsi"
        isSearchable
        options={provinces.data ?? []}
        isLoading={provinces.isLoading}
        value={optionOf(provinces.data, address.provinsi)}
        onChange={(option) => option && dispatch(provinceChosen(option.value))}
      />
      <Select
        label="Kab/Kota"
        placeholder="Pilih Kab/Kota"
        isSearchable
        options={cityOptions}
        isLoading={cities.isFetching}
        isDisabled={address.provinsi === null}
        value={optionOf(cityOptions, address.kota)}
        onChange={(option) => option && dispatch(cityChosen(option.value))}
      />
      <Select
        label="Kecamatan"
        placeholder="Pilih Kecamatan"
        isSearchable
        options={districtOptions}
        isLoading={districts.isFetching}
        isDisabled={address.kota === null}
        value={optionOf(districtOptions, address.kecamatan)}
        onChange={(option) => option && dispatch(districtChosen(option.value))}
      />
      <Field label="Alamat Lengkap" hint="Nama jalan, nomor rumah, RT/RW dan patokan." className="wizard-fields__wide">
        {({ inputId, describedBy }) => (
          <textarea
            id={inputId}
            className="ui-input wizard-textarea"
            rows={3}
            maxLength={500}
            value={address.alamat}
            aria-describedby={describedBy}
            onChange={(event) => dispatch(addressTextChanged(event.target.value))}
          />
        )}
      </Field>
    </div>
  );
}
