import type { SelectOption } from '@tutor/contract';
import { AvailabilityTable } from '../AvailabilityTable';
import { Field } from '../Field';
import { MultiSelect } from '../MultiSelect';
import type { TeacherFormValue } from './teacherForm';
import './TeacherProfileFields.css';

export interface SubjectChoices {
  levelId: number | string;
  options: SelectOption[];
  loading: boolean;
}

export interface TeacherProfileFieldsProps {
  value: TeacherFormValue;
  onChange: (value: TeacherFormValue) => void;
  /** the data the form offers; the apps wire it from @tutor/api (useTeacherProfileOptions) */
  levelOptions: SelectOption[];
  levelsLoading?: boolean;
  subjectGroups: SubjectChoices[];
  regencyOptions: SelectOption[];
  regencyLoading?: boolean;
  onRegencySearch: (text: string) => void;
}

const idsOf = (options: SelectOption[]) => options.map((option) => Number(option.value));

/**
 * The teacher's own fields: gender, university, major, levels, the subjects of each
 * chosen level, regencies served, online, weekly availability. Registration and /guru/profil share it.
 */
export function TeacherProfileFields(props: TeacherProfileFieldsProps) {
  const { value, onChange, levelOptions, subjectGroups } = props;
  const set = (patch: Partial<TeacherFormValue>) => onChange({ ...value, ...patch });

  const chooseLevels = (chosen: SelectOption[]) => {
    const jenjang_ids = idsOf(chosen);
    // subjects offered only by a level that was just removed go with it
    const kept = subjectGroups.filter((group) => jenjang_ids.includes(Number(group.levelId)));
    const stillOffered = new Set(kept.flatMap((group) => idsOf(group.options)));
    const dropped = new Set(
      subjectGroups.filter((group) => !kept.includes(group)).flatMap((group) => idsOf(group.options)),
    );
    set({ jenjang_ids, mapel: value.mapel.filter((id) => stillOffered.has(id) || !dropped.has(id)) });
  };
  const chooseSubjects = (group: SubjectChoices, chosen: SelectOption[]) => {
    const ofLevel = new Set(idsOf(group.options));
    set({ mapel: [...value.mapel.filter((id) => !ofLevel.has(id)), ...idsOf(chosen)] });
  };

  return (
    <fieldset className="ui-teacher-fields">
      <legend className="ui-teacher-fields__legend">Data pengajar</legend>
      <div role="radiogroup" aria-label="Jenis kelamin" className="ui-teacher-fields__gender">
        <span className="ui-field__label" aria-hidden="true">
          Jenis kelamin
        </span>
        {(
          [
            ['L', 'Laki-laki'],
            ['P', 'Perempuan'],
          ] as const
        ).map(([code, label]) => (
          <label key={code} className="ui-teacher-fields__choice">
            <input
              type="radio"
              name="jenis_kelamin"
              value={code}
              checked={value.jenis_kelamin === code}
              onChange={() => set({ jenis_kelamin: code })}
            />
            {label}
          </label>
        ))}
      </div>
      <div className="ui-teacher-fields__pair">
        <Field label="Perguruan tinggi">
          {({ inputId, describedBy }) => (
            <input
              id={inputId}
              className="ui-input"
              aria-describedby={describedBy}
              maxLength={150}
              value={value.perguruan_tinggi}
              onChange={(event) => set({ perguruan_tinggi: event.target.value })}
            />
          )}
        </Field>
        <Field label="Jurusan">
          {({ inputId, describedBy }) => (
            <input
              id={inputId}
              className="ui-input"
              aria-describedby={describedBy}
              maxLength={150}
              value={value.jurusan}
              onChange={(event) => set({ jurusan: event.target.value })}
            />
          )}
        </Field>
      </div>
      <MultiSelect
        label="Jenjang yang diajar"
        options={levelOptions}
        value={levelOptions.filter((option) => value.jenjang_ids.includes(Number(option.value)))}
        onChange={chooseLevels}
        isLoading={props.levelsLoading}
        placeholder="Pilih jenjang..."
      />
      {subjectGroups.map((group) => {
        const level = levelOptions.find((option) => String(option.value) === String(group.levelId));
        return (
          <MultiSelect
            key={group.levelId}
            label={`Mata pelajaran ${level?.label ?? ''}`.trim()}
            options={group.options}
            value={group.options.filter((option) => value.mapel.includes(Number(option.value)))}
            onChange={(chosen) => chooseSubjects(group, chosen)}
            isLoading={group.loading}
            placeholder="Pilih mata pelajaran..."
          />
        );
      })}
      <MultiSelect
        label="Kota/kabupaten tempat mengajar"
        options={props.regencyOptions}
        value={value.kota}
        onChange={(kota) => set({ kota })}
        onInputChange={(text, meta) => meta.action === 'input-change' && props.onRegencySearch(text)}
        filterOption={null}
        isLoading={props.regencyLoading}
        loadingMessage="Mencari kota..."
        noOptionsMessage="Ketik nama kota atau kabupaten"
        placeholder="Ketik nama kota..."
      />
      <label className="ui-teacher-fields__choice">
        <input type="checkbox" checked={value.online} onChange={(event) => set({ online: event.target.checked })} />
        Bersedia mengajar online
      </label>
      <AvailabilityTable value={value.ketersediaan} onChange={(ketersediaan) => set({ ketersediaan })} />
    </fieldset>
  );
}
