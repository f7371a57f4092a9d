import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useGetJenjangOptionsQuery, useGetPackagePricesQuery } from '@tutor/api';
import { useAppDispatch, useDraft } from '../state/hooks';
import { levelPreselected, packageDefaulted, teacherLinked } from '../state/wizardSlice';

const ID_PATTERN = /^\d+$/;

function idParam(params: URLSearchParams, name: string): string | null {
  const value = params.get(name)?.trim() ?? '';
  return ID_PATTERN.test(value) ? value : null;
}

/**
 * Applies what a link into the wizard chose: ?paket=<id> (else the first package is taken, so a
 * package is always set once the list is there), ?jenjang=<id> (the dashboard's shortcuts) and
 * ?guru=<id> (the teacher profile).
 */
export function useLinkChoices(): void {
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const draft = useDraft();
  const { data: packages } = useGetPackagePricesQuery();
  const { data: levels } = useGetJenjangOptionsQuery();
  const linkedPackage = idParam(params, 'paket');
  const linkedLevel = idParam(params, 'jenjang');
  const linkedTeacher = idParam(params, 'guru');
  // A link's level is applied once; later the student's own choices win.
  const appliedLevel = useRef<string | null>(null);

  useEffect(() => {
    if (draft.paket !== null || !packages || packages.length === 0) return;
    const fromLink = packages.find((item) => String(item.paket_id) === linkedPackage);
    dispatch(packageDefaulted((fromLink ?? packages[0]!).paket_id));
  }, [dispatch, draft.paket, packages, linkedPackage]);

  // ?guru=<id> (a teacher profile's "pesan" link): kept in the draft, told to the admin in the note.
  useEffect(() => {
    if (linkedTeacher && draft.guruPilihan !== linkedTeacher) dispatch(teacherLinked(linkedTeacher));
  }, [dispatch, draft.guruPilihan, linkedTeacher]);

  useEffect(() => {
    if (!linkedLevel || appliedLevel.current === linkedLevel) return;
    const level = levels?.find((item) => String(item.value) === linkedLevel);
    if (!level) return;
    appliedLevel.current = linkedLevel;
    const onlineOnly = level.online_only === true;
    const systemFits = !onlineOnly || draft.sistemPembelajaran === 'Online';
    if (String(draft.jenjang) !== String(level.value) || !systemFits)
      dispatch(levelPreselected({ value: level.value, onlineOnly }));
  }, [dispatch, draft.jenjang, draft.sistemPembelajaran, levels, linkedLevel]);
}
