import { useId, useState, type FormEvent } from 'react';
import { errorMessageOf } from '@tutor/api';
import type { PayoutRequestBody } from '@tutor/contract';
import { formatRupiah, payoutRequestProblem, REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import { Button } from '@tutor/ui/Button';
import { Field } from '@tutor/ui/Field';
import { useRequestMoneyPayoutMutation } from '../api/honorApi';

type FieldName = keyof PayoutRequestBody;

const FIELDS: ReadonlyArray<{
  name: FieldName;
  label: string;
  hint?: string;
  autoComplete: string;
  maxLength: number;
  numeric?: boolean;
  problem: string;
}> = [
  {
    name: 'bank',
    label: 'Nama bank',
    autoComplete: 'off',
    maxLength: 60,
    problem: REFERRAL_LEDGER_MESSAGES.bankRequired,
  },
  {
    name: 'nomor_rekening',
    label: 'Nomor rekening',
    hint: '6 sampai 20 angka',
    autoComplete: 'off',
    maxLength: 30,
    numeric: true,
    problem: REFERRAL_LEDGER_MESSAGES.accountNumberInvalid,
  },
  {
    name: 'nama_pemilik',
    label: 'Nama pemilik rekening',
    autoComplete: 'name',
    maxLength: 100,
    problem: REFERRAL_LEDGER_MESSAGES.accountNameRequired,
  },
];

const EMPTY: PayoutRequestBody = { bank: '', nomor_rekening: '', nama_pemilik: '' };

/**
 * Cairkan honor: asks for all that is claimable (honor and any commission) to be sent to one bank
 * account. The server decides the amount; the form carries only where to send it, checked by the
 * same rule the server uses.
 */
export function HonorPayoutForm({ claimable }: { claimable: number }) {
  const [send, { isLoading }] = useRequestMoneyPayoutMutation();
  const [body, setBody] = useState<PayoutRequestBody>(EMPTY);
  const [problem, setProblem] = useState<{ field: FieldName; message: string } | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [done, setDone] = useState(false);
  const hintId = useId();
  const nothing = claimable <= 0;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setRefusal(null);
    setDone(false);
    const clean: PayoutRequestBody = {
      bank: body.bank.trim(),
      nomor_rekening: body.nomor_rekening.replace(/[\s-]/g, ''),
      nama_pemilik: body.nama_pemilik.trim(),
    };
    const found = payoutRequestProblem(clean);
    if (found)
      return setProblem({ field: FIELDS.find((field) => field.problem === found)?.name ?? 'bank', message: found });
    setProblem(null);
    try {
      await send(clean).unwrap();
      setBody(EMPTY);
      setDone(true);
    } catch (error) {
      setRefusal(errorMessageOf(error));
    }
  };

  return (
    <form
      className="honor-payout"
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={isLoading || undefined}
      aria-label="Cairkan honor"
    >
      <p className="honor-payout__claimable">
        Dapat dicairkan: <strong>{formatRupiah(claimable)}</strong>
      </p>
      {FIELDS.map((field) => (
        <Field
          key={field.name}
          label={field.label}
          hint={field.hint}
          error={problem?.field === field.name ? problem.message : undefined}
        >
          {({ inputId, describedBy, invalid }) => (
            <input
              id={inputId}
              className="ui-input"
              aria-describedby={describedBy}
              aria-invalid={invalid || undefined}
              value={body[field.name]}
              autoComplete={field.autoComplete}
              maxLength={field.maxLength}
              inputMode={field.numeric ? 'numeric' : undefined}
              onChange={(event) => {
                const value = event.target.value;
                setBody((was) => ({ ...was, [field.name]: value }));
                if (problem?.field === field.name) setProblem(null);
              }}
            />
          )}
        </Field>
      ))}
      {refusal && (
        <p role="alert" className="honor-problem">
          {refusal}
        </p>
      )}
      {done && (
        <p role="status" className="honor-done">
          Permintaan pencairan terkirim. Honor ditransfer paling lambat 7 hari setelah permintaan.
        </p>
      )}
      <Button type="submit" busy={isLoading} disabled={nothing} aria-describedby={nothing ? hintId : undefined}>
        {isLoading ? 'Mengirim...' : 'Cairkan'}
      </Button>
      {nothing && (
        <p id={hintId} className="honor-muted">
          {REFERRAL_LEDGER_MESSAGES.nothingToClaimAtAll}. Honor dapat dicairkan setelah siswa mengonfirmasi pertemuan
          yang Anda laporkan.
        </p>
      )}
    </form>
  );
}
