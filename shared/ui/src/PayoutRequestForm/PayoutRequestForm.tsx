import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { PayoutRequestBody } from '@tutor/contract';
import { formatRupiah, payoutRequestProblem, REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import { Button } from '../Button';
import { Field } from '../Field';

type FieldName = keyof PayoutRequestBody;

const FIELDS: ReadonlyArray<{
  name: FieldName;
  label: string;
  hint?: string;
  autoComplete: string;
  maxLength: number;
  numeric?: boolean;
  /** the message of payoutRequestProblem that belongs to this field */
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

/** The app's RTK Query mutation hook's answer: the trigger (unwrapped, it rejects on a refusal) and its state. */
export type PayoutMutation = readonly [
  (body: PayoutRequestBody) => { unwrap: () => Promise<unknown> },
  { isLoading: boolean },
];

/** Each app's words and classes, so its page keeps its look. */
export interface PayoutFormWords {
  /** the form's accessible name, e.g. "Cairkan honor" */
  label: string;
  /** the words before the claimable amount */
  claimableLabel: string;
  doneText: string;
  /** why the button is off when nothing is claimable */
  nothingText: ReactNode;
  classes: { form: string; claimable: string; alert: string; done: string; muted: string };
}

export interface PayoutRequestFormProps {
  claimable: number;
  mutation: PayoutMutation;
  /** the server's refusal in words (the apps pass @tutor/api's errorMessageOf) */
  refusalOf: (error: unknown) => string;
  words: PayoutFormWords;
}

/**
 * Cairkan: asks for all that is claimable to be paid to one bank account. The server decides the
 * amount; the form carries only where to send it, checked by the same rule the server uses. The
 * honor page (job board) and the referral page (landing) share it.
 */
export function PayoutRequestForm({ claimable, mutation, refusalOf, words }: PayoutRequestFormProps) {
  const [send, { isLoading: busy }] = mutation;
  const { label, claimableLabel, doneText, nothingText, classes } = words;
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
      // the rule accepts "123-456 789" as typed; the bank needs the digits
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
      setRefusal(refusalOf(error));
    }
  };

  return (
    <form
      className={classes.form}
      onSubmit={(event) => void submit(event)}
      noValidate
      aria-busy={busy || undefined}
      aria-label={label}
    >
      <p className={classes.claimable}>
        {claimableLabel} <strong>{formatRupiah(claimable)}</strong>
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
        <p role="alert" className={classes.alert}>
          {refusal}
        </p>
      )}
      {done && (
        <p role="status" className={classes.done}>
          {doneText}
        </p>
      )}
      <Button type="submit" busy={busy} disabled={nothing} aria-describedby={nothing ? hintId : undefined}>
        {busy ? 'Mengirim...' : 'Cairkan'}
      </Button>
      {nothing && (
        <p id={hintId} className={classes.muted}>
          {nothingText}
        </p>
      )}
    </form>
  );
}
