import { useState } from 'react';
import { REFERRAL_CHECK_FAILED } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { useLazyCheckReferralCodeQuery } from '../../api/orderEndpoints';
import { useAppDispatch, useDraft } from '../../state/hooks';
import { referralAccepted, referralRemoved } from '../../state/wizardSlice';

/** What the field takes, said beside it: a referral code only; the 25% discount needs no code. */
export const REFERRAL_FIELD_HINT =
  'Kode referral dari teman: tambahan diskon 5% untuk pemesanan pertama paket Super, Intensif, Super Intensif atau Super Pro. Diskon 25% sudah termasuk di setiap harga tanpa kode, jadi kosongkan bila tidak punya kode referral.';

/**
 * A referral code checked by the server (the same check the order itself goes through): success keeps the code and says so in
 * green with Hapus kode; error drops it and says why in red until the code is edited or cleared; a
 * failed call says to contact the admin.
 */
export function ReferralCodeField() {
  const draft = useDraft();
  const dispatch = useAppDispatch();
  const [text, setText] = useState('');
  const [refusal, setRefusal] = useState<string | null>(null);
  const [check, { isFetching }] = useLazyCheckReferralCodeQuery();
  const code = text.trim();

  const onCheck = async () => {
    setRefusal(null);
    try {
      const answer = await check(code).unwrap();
      if (answer.status === 'success') {
        dispatch(referralAccepted({ kode: code, message: answer.message }));
        setText('');
      } else {
        dispatch(referralRemoved());
        setRefusal(answer.message);
      }
    } catch {
      dispatch(referralRemoved());
      setRefusal(REFERRAL_CHECK_FAILED);
    }
  };

  if (draft.referral) {
    return (
      <div className="wizard-referral">
        <p className="wizard-referral__ok" role="status">
          <strong>{draft.referral.kode}</strong>: {draft.referral.message}
        </p>
        <Button variant="secondary" size="small" onClick={() => dispatch(referralRemoved())}>
          Hapus kode
        </Button>
      </div>
    );
  }

  return (
    <div className="wizard-referral">
      <label htmlFor="wizard-referral-code" className="ui-field__label">
        Kode Referral (opsional)
      </label>
      <p id="wizard-referral-hint" className="ui-field__hint">
        {REFERRAL_FIELD_HINT}
      </p>
      <div className="wizard-referral__row">
        <input
          id="wizard-referral-code"
          className="ui-input"
          maxLength={50}
          autoComplete="off"
          value={text}
          aria-describedby={refusal ? 'wizard-referral-hint wizard-referral-problem' : 'wizard-referral-hint'}
          onChange={(event) => {
            setText(event.target.value);
            // the refusal was about the code as it was checked; another code (or none) is not refused yet
            setRefusal(null);
          }}
        />
        <Button variant="secondary" disabled={code === ''} busy={isFetching} onClick={onCheck}>
          Cek Kode
        </Button>
      </div>
      {refusal && (
        <p id="wizard-referral-problem" className="wizard-referral__problem" role="alert">
          {refusal}
        </p>
      )}
    </div>
  );
}
