import { errorMessageOf } from '@tutor/api';
import { REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import { PayoutRequestForm, type PayoutFormWords } from '@tutor/ui/PayoutRequestForm';
import { useRequestMoneyPayoutMutation } from '../api/honorApi';

const HONOR_PAYOUT_WORDS: PayoutFormWords = {
  label: 'Cairkan honor',
  claimableLabel: 'Dapat dicairkan:',
  doneText: 'Permintaan pencairan terkirim. Honor ditransfer paling lambat 7 hari setelah permintaan.',
  nothingText: `${REFERRAL_LEDGER_MESSAGES.nothingToClaimAtAll}. Honor dapat dicairkan setelah siswa mengonfirmasi pertemuan yang Anda laporkan.`,
  classes: {
    form: 'honor-payout',
    claimable: 'honor-payout__claimable',
    alert: 'honor-problem',
    done: 'honor-done',
    muted: 'honor-muted',
  },
};

/** Cairkan honor: all that is claimable (honor and any commission) to one bank account. */
export function HonorPayoutForm({ claimable }: { claimable: number }) {
  return (
    <PayoutRequestForm
      claimable={claimable}
      mutation={useRequestMoneyPayoutMutation()}
      refusalOf={errorMessageOf}
      words={HONOR_PAYOUT_WORDS}
    />
  );
}
