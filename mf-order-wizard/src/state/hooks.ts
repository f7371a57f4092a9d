import { useDispatch, useSelector } from 'react-redux';
import type { AppDispatch } from '@tutor/api';
import { selectDraft } from './wizardSlice';

export const useAppDispatch = useDispatch.withTypes<AppDispatch>();

/** The order draft from the shared store. */
export function useDraft() {
  return useSelector(selectDraft);
}
