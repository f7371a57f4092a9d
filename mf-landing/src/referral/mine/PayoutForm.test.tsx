import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PayoutRequestBody } from '@tutor/contract';
import { REFERRAL_LEDGER_MESSAGES } from '@tutor/rules';
import { fakeFetch, pageLoaded, renderPage } from '@tutor/testing';
import App from '../../App';
import {
  heldAnswer,
  myReferral,
  referralAnswer,
  requestedPayout,
  sessionAnswer,
} from '../../testSupport/referralLedgerFixtures';

async function openPage(routes: Parameters<typeof fakeFetch>[0] = {}) {
  const network = fakeFetch({
    'GET /api/auth/me': { body: sessionAnswer('siswa') },
    'GET /api/referral/saya': referralAnswer(myReferral),
    ...routes,
  });
  const user = userEvent.setup();
  renderPage(<App />, { route: '/referral/saya' });
  await pageLoaded();
  const form = await screen.findByRole('form', { name: 'Cairkan komisi' });
  return { network, user, form };
}

async function fill(user: ReturnType<typeof userEvent.setup>, values: Partial<PayoutRequestBody>) {
  if (values.bank) await user.type(screen.getByLabelText('Nama bank'), values.bank);
  if (values.nomor_rekening) await user.type(screen.getByLabelText('Nomor rekening'), values.nomor_rekening);
  if (values.nama_pemilik) await user.type(screen.getByLabelText('Nama pemilik rekening'), values.nama_pemilik);
}

describe('Cairkan on /referral/saya', () => {
  it('names the first problem at its field and sends nothing until the form is right', async () => {
    const { network, user, form } = await openPage();
    expect(within(form).getByText('Komisi yang dapat dicairkan:')).toHaveTextContent('Rp 227.430');

    await user.click(screen.getByRole('button', { name: 'Cairkan' }));
    expect(screen.getByLabelText('Nama bank')).toHaveAccessibleDescription(REFERRAL_LEDGER_MESSAGES.bankRequired);

    await fill(user, { bank: 'BCA', nomor_rekening: '12ab' });
    await user.click(screen.getByRole('button', { name: 'Cairkan' }));
    expect(screen.getByRole('alert')).toHaveTextContent(REFERRAL_LEDGER_MESSAGES.accountNumberInvalid);
    expect(screen.getByLabelText('Nomor rekening')).toHaveAttribute('aria-invalid', 'true');

    await user.clear(screen.getByLabelText('Nomor rekening'));
    await fill(user, { nomor_rekening: '1234 5678 90' });
    await user.click(screen.getByRole('button', { name: 'Cairkan' }));
    expect(screen.getByRole('alert')).toHaveTextContent(REFERRAL_LEDGER_MESSAGES.accountNameRequired);
    expect(network.callsTo('POST /api/referral/pencairan')).toHaveLength(0);
  });

  it('requests the payout, says when it will be paid, and shows the refreshed balances and request', async () => {
    let requested = false;
    const payout = heldAnswer(() => {
      requested = true;
      return { status: 201, body: { data: requestedPayout } };
    });
    const { network, user } = await openPage({
      'GET /api/referral/saya': () =>
        referralAnswer(
          requested
            ? {
                ...myReferral,
                dapat_diklaim: 0,
                diminta: 227430,
                pencairan: [requestedPayout, ...myReferral.pencairan],
              }
            : myReferral,
        ),
      'POST /api/referral/pencairan': payout.handler,
    });
    await fill(user, { bank: 'Bank Mandiri', nomor_rekening: '1234-5678 4321', nama_pemilik: 'Rina Wulandari' });
    await user.click(screen.getByRole('button', { name: 'Cairkan' }));
    expect(await screen.findByRole('button', { name: 'Mengirim...' })).toBeDisabled();
    payout.release();

    expect(await screen.findByText(REFERRAL_LEDGER_MESSAGES.payoutRequested)).toBeVisible();
    expect(network.callsTo('POST /api/referral/pencairan')[0]?.body).toEqual({
      bank: 'Bank Mandiri',
      nomor_rekening: '123456784321',
      nama_pemilik: 'Rina Wulandari',
    });
    const history = screen.getByRole('list', { name: 'Riwayat pencairan' });
    expect(await within(history).findByText('Bank Mandiri ••••••••4321 a.n. Rina Wulandari')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Cairkan' })).toBeDisabled();
    expect(screen.getByLabelText('Nama bank')).toHaveValue('');
    expect(network.callsTo('GET /api/referral/saya')).toHaveLength(2);
  });

  it("shows the server's refusal when nothing is claimable any more", async () => {
    const { user } = await openPage({
      'POST /api/referral/pencairan': { status: 409, body: { message: REFERRAL_LEDGER_MESSAGES.nothingToClaim } },
    });
    await fill(user, { bank: 'BCA', nomor_rekening: '1234567890', nama_pemilik: 'Rina Wulandari' });
    await user.click(screen.getByRole('button', { name: 'Cairkan' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(REFERRAL_LEDGER_MESSAGES.nothingToClaim);
    expect(screen.queryByText(REFERRAL_LEDGER_MESSAGES.payoutRequested)).not.toBeInTheDocument();
  });
});
