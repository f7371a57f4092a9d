import { errorMessageOf } from '@tutor/api';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCreateOrderMutation, useGetStudentProfileQuery, usePreviewOrderMutation } from '../../api/orderEndpoints';
import { useAppDispatch, useDraft } from '../../state/hooks';
import { clearSavedDraft } from '../../state/draftStorage';
import { orderPlaced } from '../../state/wizardSlice';
import { orderDraftBody } from '../payload';

export const DRAFT_INCOMPLETE_MESSAGE = 'Data pemesanan belum lengkap, silakan periksa kembali langkah sebelumnya';

/** Where the order page finds out it was just made (the success notice). */
export interface PlacedOrderState {
  placed: true;
}

/**
 * Preview (POST /siswa/pemesanan-les/preview) and submit (POST /api/pesanan). The submit carries
 * the draft's Idempotency-Key, made once: a double click, a retry after a failure or a reload
 * after sending all make the same one order.
 */
export function useOrderSubmission() {
  const draft = useDraft();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { data: profile } = useGetStudentProfileQuery();
  const [preview, previewState] = usePreviewOrderMutation();
  const [create, createState] = useCreateOrderMutation();
  const [previewHtml, setPreviewHtml] = useState<string | null>(null);
  const [previewProblem, setPreviewProblem] = useState<string | null>(null);
  const [submitProblem, setSubmitProblem] = useState<string | null>(null);
  // The button is disabled while sending, but a second click can land before the re-render.
  const sending = useRef(false);
  const placed = useRef({ done: false });

  // The draft is emptied once the wizard has left the screen: emptied while shown, the wizard would
  // default a package again and save that fresh draft.
  useEffect(() => {
    const order = placed.current;
    return () => {
      if (!order.done) return;
      dispatch(orderPlaced());
      clearSavedDraft();
    };
  }, [dispatch]);

  const openPreview = async () => {
    const body = orderDraftBody(draft, profile);
    if (!body) return setPreviewProblem(DRAFT_INCOMPLETE_MESSAGE);
    setPreviewProblem(null);
    try {
      const answer = await preview(body).unwrap();
      setSubmitProblem(null);
      setPreviewHtml(answer.data);
    } catch (error) {
      setPreviewProblem(errorMessageOf(error));
    }
  };

  const submit = async () => {
    const body = orderDraftBody(draft, profile);
    if (!body || sending.current) return;
    sending.current = true;
    setSubmitProblem(null);
    try {
      const order = await create({ body, idempotencyKey: draft.idempotencyKey }).unwrap();
      placed.current.done = true;
      const state: PlacedOrderState = { placed: true };
      navigate(`/siswa/pesanan/${encodeURIComponent(order.kode)}`, { state });
    } catch (error) {
      setSubmitProblem(errorMessageOf(error));
    } finally {
      sending.current = false;
    }
  };

  return {
    openPreview,
    previewing: previewState.isLoading,
    previewHtml,
    previewProblem,
    closePreview: () => setPreviewHtml(null),
    submit,
    submitting: createState.isLoading,
    submitProblem,
  };
}
