import { useEffect, useState } from 'react';
import type { SelectOption } from '@tutor/contract';
import { canAddSubject, GENERIC_ERROR_MESSAGE, meetingsAdjustable, WIZARD_MESSAGES } from '@tutor/rules';
import { Field } from '@tutor/ui/Field';
import { MultiSelect } from '@tutor/ui/MultiSelect';
import { Select } from '@tutor/ui/Select';
import { useAppDispatch, useDraft } from '../../state/hooks';
import { subjectNamesChosen, subjectsReplaced } from '../../state/wizardSlice';
import { MeetingCounts } from './MeetingCounts';
import type { StepOneFacts } from './useStepOneFacts';

interface SubjectFieldsProps {
  facts: StepOneFacts;
  /** the step-1 message about subjects, if Next was refused */
  error?: string;
  onChanged: () => void;
}

const byName = (options: readonly SelectOption[], name: string) =>
  options.find((option) => option.label === name) ?? { value: name, label: name };

/**
 * Mata Pelajaran by the level's mode: several (SMP, SMA, SMK, Olimpiade), one (Toddler to SD, Bahasa
 * Asing), typed (the skill levels), or none (the level is the subject and takes every meeting).
 */
export function SubjectFields({ facts, error, onChanged }: SubjectFieldsProps) {
  const draft = useDraft();
  const dispatch = useAppDispatch();
  const [refusal, setRefusal] = useState<string | null>(null);
  const { mode, packageMeetings, levelLabel, subjectOptions } = facts;
  const chosenNames = draft.subjects.map((subject) => subject.mata_pelajaran);

  // A level without subjects: its own name is the one subject (sent as such to the server).
  useEffect(() => {
    if (mode !== 'none' || draft.jenjang === null || !levelLabel || packageMeetings === 0) return;
    dispatch(subjectsReplaced([{ mata_pelajaran: levelLabel, jumlah: packageMeetings }]));
  }, [dispatch, mode, draft.jenjang, levelLabel, packageMeetings]);

  if (draft.jenjang === null) return null;
  const message = refusal ?? error;

  if (mode === 'none') {
    return levelLabel ? (
      <p className="wizard-subject-fixed">
        Mata pelajaran: <strong>{levelLabel}</strong> ({packageMeetings} pertemuan)
      </p>
    ) : null;
  }
  if (mode === 'text') return <FreeTextSubject meetings={packageMeetings} error={message} onChanged={onChanged} />;

  const placeholder = facts.subjectsLoading ? 'Memuat mata pelajaran...' : 'Pilih Mata Pelajaran';
  const failed = facts.subjectsFailed ? GENERIC_ERROR_MESSAGE : undefined;
  if (mode === 'single') {
    const chosen = chosenNames[0];
    return (
      <Select
        label="Mata Pelajaran"
        placeholder={placeholder}
        options={subjectOptions}
        isLoading={facts.subjectsLoading}
        isSearchable
        value={chosen ? byName(subjectOptions, chosen) : null}
        onChange={(option) => {
          if (!option) return;
          dispatch(subjectsReplaced([{ mata_pelajaran: option.label, jumlah: packageMeetings }]));
          onChanged();
        }}
        error={message ?? failed}
      />
    );
  }

  return (
    <div className="wizard-subjects">
      <MultiSelect
        label="Mata Pelajaran"
        placeholder={placeholder}
        options={subjectOptions}
        isLoading={facts.subjectsLoading}
        value={chosenNames.map((name) => byName(subjectOptions, name))}
        onChange={(chosen) => {
          // No more subjects than meetings; the choice is refused, not trimmed.
          if (chosen.length > chosenNames.length && !canAddSubject(chosenNames.length, packageMeetings)) {
            setRefusal(WIZARD_MESSAGES.tooManySubjects);
            return;
          }
          setRefusal(null);
          dispatch(subjectNamesChosen({ names: chosen.map((option) => option.label), meetings: packageMeetings }));
          onChanged();
        }}
        hint={`Paket ini berisi ${packageMeetings} pertemuan, dibagi rata ke mata pelajaran yang dipilih.`}
        error={message ?? failed}
      />
      {draft.subjects.length > 0 && (
        <MeetingCounts
          adjustable={meetingsAdjustable(Number(draft.jenjang))}
          packageMeetings={packageMeetings}
          onChanged={onChanged}
        />
      )}
    </div>
  );
}

function FreeTextSubject({ meetings, error, onChanged }: { meetings: number; error?: string; onChanged: () => void }) {
  const draft = useDraft();
  const dispatch = useAppDispatch();
  // Local text so spaces can be typed; the draft keeps the trimmed name.
  const [text, setText] = useState(draft.subjects[0]?.mata_pelajaran ?? '');
  return (
    <Field label="Mata Pelajaran" error={error} hint="Tulis materi yang ingin dipelajari, misalnya Microsoft Excel.">
      {({ inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          className="ui-input"
          maxLength={100}
          value={text}
          aria-describedby={describedBy}
          aria-invalid={invalid || undefined}
          onChange={(event) => {
            setText(event.target.value);
            const name = event.target.value.trim();
            dispatch(subjectsReplaced(name ? [{ mata_pelajaran: name, jumlah: meetings }] : []));
            onChanged();
          }}
        />
      )}
    </Field>
  );
}
