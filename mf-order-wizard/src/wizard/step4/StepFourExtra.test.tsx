import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReferralCheck } from '@tutor/contract';
import { fakeFetch, pageLoaded, renderPage } from '@tutor/testing';
import App from '../../App';
import { completedDraft, seedDraft } from '../../testSupport/draft';
import { wizardRoutes } from '../../testSupport/fixtures';

beforeEach(() => sessionStorage.clear());

const accepted: ReferralCheck = { status: 'success', message: 'Kode referral valid, Anda mendapat diskon 5%' };
const refused: ReferralCheck = { status: 'error', message: 'Kode referral tidak ditemukan' };

async function openStepFour() {
  seedDraft(completedDraft({ step: 4 }));
  const fake = fakeFetch({ ...wizardRoutes(), 'GET /kode_referral/check': { body: accepted } });
  const user = userEvent.setup();
  renderPage(<App />, { route: '/siswa/pemesanan-les' });
  await pageLoaded();
  await screen.findByRole('heading', { level: 2, name: 'Informasi Tambahan' });
  return { fake, user };
}

const codeInput = () => screen.getByLabelText('Kode Referral (opsional)');
const checkButton = () => screen.getByRole('button', { name: 'Cek Kode' });

describe('step 4, Informasi Tambahan', () => {
  it('offers the teacher gender (Bebas by default), a note and Preview instead of Next', async () => {
    const { user } = await openStepFour();

    expect(screen.getByRole('radio', { name: 'Bebas' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Perempuan' }));
    expect(screen.getByRole('radio', { name: 'Perempuan' })).toBeChecked();
    await user.type(screen.getByLabelText('Catatan untuk guru'), 'Fokus persiapan ujian');
    expect(screen.getByLabelText('Catatan untuk guru')).toHaveValue('Fokus persiapan ujian');
    expect(screen.getByRole('button', { name: 'Preview' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Selanjutnya' })).not.toBeInTheDocument();
  });

  it('says the field takes a referral code only, the 25% discount needing none', async () => {
    await openStepFour();
    expect(screen.queryByLabelText(/Kode Diskon/)).not.toBeInTheDocument();
    expect(codeInput()).toHaveAccessibleDescription(
      'Kode referral dari teman: tambahan diskon 5% untuk pemesanan pertama paket Super, Intensif, Super Intensif atau Super Pro. Diskon 25% sudah termasuk di setiap harga tanpa kode, jadi kosongkan bila tidak punya kode referral.',
    );
  });

  it('keeps an accepted code with its message in green and Hapus kode', async () => {
    const { user, fake } = await openStepFour();
    expect(checkButton()).toBeDisabled();
    await user.type(codeInput(), '   ');
    expect(checkButton()).toBeDisabled();

    await user.clear(codeInput());
    await user.type(codeInput(), 'RINA2024');
    await user.click(checkButton());

    const message = await screen.findByRole('status');
    expect(message).toHaveTextContent('RINA2024: Kode referral valid, Anda mendapat diskon 5%');
    expect(message).toHaveClass('wizard-referral__ok');
    expect(fake.callsTo('GET /kode_referral/check')[0]?.query.get('kode_referral')).toBe('RINA2024');

    await user.click(screen.getByRole('button', { name: 'Hapus kode' }));
    expect(screen.queryByText(/Kode referral valid/)).not.toBeInTheDocument();
    expect(codeInput()).toHaveValue('');
  });

  it("drops a refused code and shows the server's reason in red", async () => {
    const { user, fake } = await openStepFour();
    fake.on('GET /kode_referral/check', { body: refused });
    await user.type(codeInput(), 'TIDAKADA');
    await user.click(checkButton());

    const problem = await screen.findByRole('alert');
    expect(problem).toHaveTextContent('Kode referral tidak ditemukan');
    expect(problem).toHaveClass('wizard-referral__problem');
    expect(screen.queryByRole('button', { name: 'Hapus kode' })).not.toBeInTheDocument();
  });

  it('forgets the refusal once the code it was about is cleared or edited', async () => {
    const { user, fake } = await openStepFour();
    fake.on('GET /kode_referral/check', { body: refused });
    await user.type(codeInput(), 'TIDAKADA');
    await user.click(checkButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Kode referral tidak ditemukan');

    await user.clear(codeInput());
    expect(screen.queryByText('Kode referral tidak ditemukan')).not.toBeInTheDocument();
    expect(codeInput()).toHaveAttribute('aria-describedby', 'wizard-referral-hint');

    await user.type(codeInput(), 'TIDAKADA');
    await user.click(checkButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('Kode referral tidak ditemukan');
    await user.type(codeInput(), 'X');
    expect(screen.queryByText('Kode referral tidak ditemukan')).not.toBeInTheDocument();
  });

  it('says to contact the admin when the check itself fails', async () => {
    const { user, fake } = await openStepFour();
    fake.on('GET /kode_referral/check', { status: 500, body: { message: 'gagal' } });
    await user.type(codeInput(), 'RINA2024');
    await user.click(checkButton());

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Mohon maaf terjadi kesalahan, kode referral bermasalah silahkan hubungi admin',
    );
  });
});
