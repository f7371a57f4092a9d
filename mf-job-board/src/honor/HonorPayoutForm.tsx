import { errorMessageOf } from '@tutor/api';
import { REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import { PayoutRequestForm } from '@tutor/ui/PayoutRequestForm';
import { useRequestMoneyPayoutMutation } from '../api/honorApi';

const CLASSES = {
  form: 'honor-payout',
  claimable: 'honor-payout__claimable',
  alert: 'honor-problem',
  done: 'honor-done',
  muted: 'honor-muted',
};

/** Cairkan honor: all that is claimable (honor and any commission) to one bank account. */
export function HonorPayoutForm({ claimable }: { claimable: number }) {
  const [send, { isLoading }] = useRequestMoneyPayoutMutation();
  return (
    <PayoutRequestForm
      claimable={claimable}
      send={(body) => send(body).unwrap()}
      busy={isLoading}
      refusalOf={errorMessageOf}
      label="Cairkan honor"
      claimableLabel="Dapat dicairkan:"
      doneText="Permintaan pencairan terkirim. Honor ditransfer paling lambat 7 hari setelah permintaan."
      nothingText={`${REFERRAL_LEDGER_MESSAGES.nothingToClaimAtAll}. Honor dapat dicairkan setelah siswa mengonfirmasi pertemuan yang Anda laporkan.`}
      classes={CLASSES}
    />
  );
}
