import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayoutRequestBody } from '@tutor/contract';
import { REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import { PayoutRequestForm } from './PayoutRequestForm';

const CLASSES = { form: 'f', claimable: 'c', alert: 'a', done: 'd', muted: 'm' };

function renderForm(send: (body: PayoutRequestBody) => Promise<unknown>, claimable = 150000) {
  render(
    <PayoutRequestForm
      claimable={claimable}
      mutation={[(body) => ({ unwrap: () => send(body) }), { isLoading: false }]}
      refusalOf={(error) => (error instanceof Error ? error.message : 'Gagal')}
      words={{
        label: 'Cairkan uji',
        claimableLabel: 'Dapat dicairkan:',
        doneText: 'Terkirim.',
        nothingText: 'Belum ada yang dapat dicairkan.',
        classes: CLASSES,
      }}
    />,
  );
}

async function fillIn(account: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Nama bank'), ' BCA ');
  await user.type(screen.getByLabelText(/Nomor rekening/), account);
  await user.type(screen.getByLabelText('Nama pemilik rekening'), 'Budi');
  await user.click(screen.getByRole('button', { name: 'Cairkan' }));
}

it('sends the cleaned bank account and says it was sent', async () => {
  const send = jest.fn<Promise<unknown>, [PayoutRequestBody]>().mockResolvedValue({});
  renderForm(send);
  expect(screen.getByRole('form', { name: 'Cairkan uji' })).toHaveTextContent('Dapat dicairkan: Rp 150.000');
  await fillIn('123-456 7890');
  expect(send).toHaveBeenCalledWith({ bank: 'BCA', nomor_rekening: '1234567890', nama_pemilik: 'Budi' });
  expect(await screen.findByRole('status')).toHaveTextContent('Terkirim.');
  expect(screen.getByLabelText('Nama bank')).toHaveValue('');
});

it('names the field with a problem and sends nothing', async () => {
  const send = jest.fn<Promise<unknown>, [PayoutRequestBody]>();
  renderForm(send);
  await fillIn('12');
  expect(send).not.toHaveBeenCalled();
  expect(screen.getByLabelText(/Nomor rekening/)).toHaveAccessibleDescription(
    expect.stringContaining(REFERRAL_LEDGER_MESSAGES.accountNumberInvalid),
  );
});

it("shows the server's refusal", async () => {
  renderForm(() => Promise.reject(new Error('Sudah ada permintaan yang menunggu')));
  await fillIn('1234567890');
  expect(await screen.findByRole('alert')).toHaveTextContent('Sudah ada permintaan yang menunggu');
});

it('turns the button off and says why when nothing is claimable', () => {
  renderForm(jest.fn(), 0);
  expect(screen.getByRole('button', { name: 'Cairkan' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Cairkan' })).toHaveAccessibleDescription(
    'Belum ada yang dapat dicairkan.',
  );
});
