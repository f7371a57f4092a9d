import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption, fakeFetch, pageLoaded, renderPage, shownValueOf } from '@tutor/testing';
import App from '../../App';
import { completedDraft, seedDraft } from '../../testSupport/draft';
import { PROFILE, wizardRoutes } from '../../testSupport/fixtures';
import type { OrderWizardState } from '../../state/wizardSlice';

beforeEach(() => sessionStorage.clear());

async function openStepThree(draft: Partial<OrderWizardState> = {}, profile = PROFILE) {
  seedDraft(completedDraft({ step: 3, ...draft }));
  const fake = fakeFetch(wizardRoutes(profile));
  const user = userEvent.setup();
  renderPage(<App />, { route: '/siswa/pemesanan-les' });
  await pageLoaded();
  await screen.findByRole('heading', { level: 2, name: 'Lokasi' });
  return { fake, user };
}

const PROFILE_ADDRESS = 'Jl. Tebet Raya No. 10, Tebet, Kota Jakarta Selatan, DKI Jakarta';
const profileBox = () => screen.getByRole('checkbox', { name: 'Gunakan Alamat Profil' });

describe('step 3, Lokasi', () => {
  it("uses the profile's address by default", async () => {
    const { user } = await openStepThree();

    expect(await screen.findByRole('checkbox', { name: 'Gunakan Alamat Profil' })).toBeChecked();
    expect(screen.getByText(PROFILE_ADDRESS)).toHaveTextContent(`Alamat profil: ${PROFILE_ADDRESS}`);
    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Informasi Tambahan' })).toBeInTheDocument();
  });

  it('takes another address: province clears city and district, city clears district; checking again restores the profile', async () => {
    const { user, fake } = await openStepThree();
    await user.click(await screen.findByRole('checkbox', { name: 'Gunakan Alamat Profil' }));
    expect(screen.queryByText(PROFILE_ADDRESS)).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Silakan lengkapi alamat les');

    await chooseOption(user, 'Provinsi', 'Jawa Barat');
    await chooseOption(user, 'Kab/Kota', 'Kota Bandung');
    await chooseOption(user, 'Kecamatan', 'Coblong');
    expect(fake.callsTo('GET /api/select2/master/districts')[0]?.query.get('kota')).toBe('3273');

    await chooseOption(user, 'Kab/Kota', 'Kabupaten Bandung');
    expect(shownValueOf('Kecamatan')).toBe('Pilih Kecamatan');
    await chooseOption(user, 'Kecamatan', 'Soreang');
    await chooseOption(user, 'Provinsi', 'DKI Jakarta');
    expect(shownValueOf('Kab/Kota')).toBe('Pilih Kab/Kota');
    expect(shownValueOf('Kecamatan')).toBe('Pilih Kecamatan');

    await chooseOption(user, 'Kab/Kota', 'Kota Jakarta Selatan');
    await chooseOption(user, 'Kecamatan', 'Tebet');
    await user.type(screen.getByLabelText('Alamat Lengkap'), 'Jl. Lain No. 2');

    await user.click(profileBox());
    expect(profileBox()).toBeChecked();
    expect(screen.getByText(PROFILE_ADDRESS)).toBeInTheDocument();
    expect(screen.queryByLabelText('Provinsi')).not.toBeInTheDocument();
  });

  it('accepts a complete typed address', async () => {
    const { user } = await openStepThree({ useProfileAddress: false });
    await chooseOption(user, 'Provinsi', 'Jawa Barat');
    await chooseOption(user, 'Kab/Kota', 'Kota Bandung');
    await chooseOption(user, 'Kecamatan', 'Sukasari');
    await user.type(screen.getByLabelText('Alamat Lengkap'), 'Jl. Setiabudi No. 5');

    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Informasi Tambahan' })).toBeInTheDocument();
  });

  it('turns the profile option off, with a note, when the profile has no address, and takes the typed one', async () => {
    const { user } = await openStepThree({}, { ...PROFILE, alamat: null });

    await waitFor(() => expect(profileBox()).toBeDisabled());
    expect(profileBox()).not.toBeChecked();
    expect(profileBox()).toHaveAccessibleDescription(
      'Profil Anda belum memiliki alamat. Isi alamat tempat les di bawah ini.',
    );
    await chooseOption(user, 'Provinsi', 'Jawa Barat');
    await chooseOption(user, 'Kab/Kota', 'Kota Bandung');
    await chooseOption(user, 'Kecamatan', 'Sukasari');
    await user.type(screen.getByLabelText('Alamat Lengkap'), 'Jl. Setiabudi No. 5');

    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));

    expect(await screen.findByRole('heading', { level: 2, name: 'Informasi Tambahan' })).toBeInTheDocument();
  });

  it('needs no address for an Online order, and says so', async () => {
    const { user } = await openStepThree({ sistemPembelajaran: 'Online' });

    expect(screen.getByText(/Les Online berlangsung lewat video conference/)).toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Selanjutnya' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Informasi Tambahan' })).toBeInTheDocument();
  });
});
