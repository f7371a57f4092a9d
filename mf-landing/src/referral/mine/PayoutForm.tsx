import { useId, useState, type FormEvent } from 'react';
import { errorMessageOf } from '@tutor/api';
import type { PayoutRequestBody } from '@tutor/contract';
import { formatRupiah, payoutRequestProblem, REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Field } from '@tutor/ui/Field';
import { useRequestReferralLedgerPayoutMutation } from '../../api/referralLedgerApi';
import { FormAlert } from '../../common/FormAlert';

type FieldName = keyof PayoutRequestBody;

// payoutRequestProblem names the first problem in the form's order; this says which field it belongs to.
const FIELD_OF_PROBLEM: Record<string, FieldName> = {
  [REFERRAL_LEDGER_MESSAGES.bankRequired]: 'bank',
  [REFERRAL_LEDGER_MESSAGES.accountNumberInvalid]: 'nomor_rekening',
  [REFERRAL_LEDGER_MESSAGES.accountNameRequired]: 'nama_pemilik',
};

const EMPTY: PayoutRequestBody = { bank: '', nomor_rekening: '', nama_pemilik: '' };

/**
 * Cairkan: asks for everything claimable to be paid to one bank account. The server decides the
 * amount (all of `dapat_diklaim`), so the form only carries where to send it.
 */
export function PayoutForm({ claimable }: { claimable: number }) {
  const [send, { isLoading }] = useRequestReferralLedgerPayoutMutation();
  const [body, setBody] = useState<PayoutRequestBody>(EMPTY);
  const [fieldProblem, setFieldProblem] = useState<{ field: FieldName; message: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const hintId = useId();
  const nothing = claimable <= 0;

  const change = (field: FieldName) => (value: string) => {
    setBody((was) => ({ ...was, [field]: value }));
    if (fieldProblem?.field === field) setFieldProblem(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setDone(false);
    const clean: PayoutRequestBody = {
      bank: body.bank.trim(),
      // the rule accepts "123-456 789" as typed; the bank needs the digits
      nomor_rekening: body.nomor_rekening.replace(/[\s-]/g, ''),
      nama_pemilik: body.nama_pemilik.trim(),
    };
    const problem = payoutRequestProblem(clean);
    if (problem) return setFieldProblem({ field: FIELD_OF_PROBLEM[problem] ?? 'bank', message: problem });
    setFieldProblem(null);
    try {
      await send(clean).unwrap();
      setBody(EMPTY);
      setDone(true);
    } catch (error) {
      setRefusal(errorMessageOf(error));
    }
  };

  const errorOf = (field: FieldName) => (fieldProblem?.field === field ? fieldProblem.message : undefined);
  const input =
    (field: FieldName, extra: { autoComplete: string; maxLength: number; inputMode?: 'numeric' }) =>
    ({ inputId, describedBy, invalid }: { inputId: string; describedBy: string | undefined; invalid: boolean }) => (
      <input
        id={inputId}
        className="ui-input"
        aria-describedby={describedBy}
        aria-invalid={invalid || undefined}
        value={body[field]}
        onChange={(event) => change(field)(event.target.value)}
        {...extra}
      />
    );

  return (
    <form
      className="landing-form"
      onSubmit={submit}
      noValidate
      aria-busy={isLoading || undefined}
      aria-label="Cairkan komisi"
    >
      <p className="landing-payout__claimable">
        Komisi yang dapat dicairkan: <strong>{formatRupiah(claimable)}</strong>
      </p>
      <Field label="Nama bank" error={errorOf('bank')}>
        {input('bank', { autoComplete: 'off', maxLength: 60 })}
      </Field>
      <Field label="Nomor rekening" error={errorOf('nomor_rekening')} hint="6 sampai 20 angka">
        {input('nomor_rekening', { autoComplete: 'off', maxLength: 30, inputMode: 'numeric' })}
      </Field>
      <Field label="Nama pemilik rekening" error={errorOf('nama_pemilik')}>
        {input('nama_pemilik', { autoComplete: 'name', maxLength: 100 })}
      </Field>
      <FormAlert message={refusal} />
      {done && (
        <p className="landing-form__success" role="status">
          {REFERRAL_LEDGER_MESSAGES.payoutRequested}
        </p>
      )}
      <Button type="submit" busy={isLoading} disabled={nothing} aria-describedby={nothing ? hintId : undefined}>
        {isLoading ? 'Mengirim...' : 'Cairkan'}
      </Button>
      {nothing && (
        <p id={hintId} className="landing-muted">
          {REFERRAL_LEDGER_MESSAGES.nothingToClaim}. Komisi dapat diklaim setelah siswa yang memakai kode Anda membayar
          les pertamanya.
        </p>
      )}
    </form>
  );
}
