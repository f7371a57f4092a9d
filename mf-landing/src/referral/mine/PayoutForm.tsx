import { errorMessageOf } from '@tutor/api';
import { REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import { PayoutRequestForm, type PayoutFormWords } from '@tutor/ui/PayoutRequestForm';
import { useRequestReferralLedgerPayoutMutation } from '../../api/referralLedgerApi';
// the landing form classes below (landing-form, its alert and success)
import '../../common/forms.css';

const COMMISSION_PAYOUT_WORDS: PayoutFormWords = {
  label: 'Cairkan komisi',
  claimableLabel: 'Komisi yang dapat dicairkan:',
  doneText: REFERRAL_LEDGER_MESSAGES.payoutRequested,
  nothingText: `${REFERRAL_LEDGER_MESSAGES.nothingToClaim}. Komisi dapat diklaim setelah siswa yang memakai kode Anda membayar les pertamanya.`,
  classes: {
    form: 'landing-form',
    claimable: 'landing-payout__claimable',
    alert: 'landing-form__alert',
    done: 'landing-form__success',
    muted: 'landing-muted',
  },
};

/** Cairkan komisi: everything claimable (all of `dapat_diklaim`) to one bank account. */
export function PayoutForm({ claimable }: { claimable: number }) {
  return (
    <PayoutRequestForm
      claimable={claimable}
      mutation={useRequestReferralLedgerPayoutMutation()}
      refusalOf={errorMessageOf}
      words={COMMISSION_PAYOUT_WORDS}
    />
  );
}
