import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { chooseOption, fakeFetch, renderPage, shownValueOf, pageLoaded } from '@tutor/testing';
import App from '../App';
import { boardRoutes } from '../testSupport/fixtures';

const BOARD = '/guru/loker-mengajar';

async function openBoard() {
  const fake = fakeFetch(boardRoutes());
  const user = userEvent.setup();
  renderPage(<App />, { route: BOARD });
  await pageLoaded();
  return { fake, user };
}

async function openFilterTab() {
  const setup = await openBoard();
  await setup.user.click(screen.getByRole('tab', { name: 'Filter' }));
  return setup;
}

describe('job board (/guru/loker-mengajar)', () => {
  it('has its heading, title and the two list buttons, Lowongan Baru current', async () => {
    await openBoard();

    expect(screen.getByRole('heading', { level: 1, name: 'Loker Mengajar' })).toBeInTheDocument();
    expect(document.title).toMatch(/^Loker Mengajar \|/);
    const lists = screen.getByRole('navigation', { name: 'Halaman guru' });
    expect(within(lists).getByRole('link', { name: 'Lowongan Baru' })).toHaveAttribute('aria-current', 'page');
    const applied = within(lists).getByRole('link', { name: 'Loker Sudah Apply' });
    expect(applied).toHaveAttribute('href', '/guru/loker-mengajar-my-application');
    expect(applied).not.toHaveAttribute('aria-current');
  });

  it('opens on the Cari Kode tab with a labelled Kode Pemesanan field', async () => {
    const { user } = await openBoard();

    const codeTab = screen.getByRole('tab', { name: 'Cari Kode' });
    expect(codeTab).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tab', { name: 'Filter' })).toHaveAttribute('aria-selected', 'false');
    const panel = screen.getByRole('tabpanel', { name: 'Cari Kode' });
    expect(codeTab).toHaveAttribute('aria-controls', panel.id);
    const code = within(panel).getByLabelText('Kode Pemesanan');
    await user.type(code, 'LP-2026');
    expect(code).toHaveValue('LP-2026');
    expect(code).toHaveAccessibleDescription('Kosongkan lalu tekan Cari untuk melihat semua lowongan.');
    expect(within(panel).getByRole('button', { name: 'Cari' })).toBeEnabled();
  });

  it('moves between the tabs with the arrow keys, Home and End (WAI-ARIA tabs)', async () => {
    const { user } = await openBoard();
    const codeTab = screen.getByRole('tab', { name: 'Cari Kode' });
    const filterTab = screen.getByRole('tab', { name: 'Filter' });

    // past the links to the teacher's other pages, however many there are
    const pageLinks = screen
      .getAllByRole('navigation', { name: /halaman guru/i })
      .flatMap((nav) => within(nav).getAllByRole('link'));
    for (let press = 0; press <= pageLinks.length; press += 1) await user.tab();
    expect(codeTab).toHaveFocus();
    expect(filterTab).toHaveAttribute('tabindex', '-1');
    await user.tab();
    expect(screen.getByLabelText('Kode Pemesanan')).toHaveFocus();
    await user.tab({ shift: true });
    expect(codeTab).toHaveFocus();

    await user.keyboard('{ArrowRight}');
    expect(filterTab).toHaveFocus();
    expect(filterTab).toHaveAttribute('aria-selected', 'true');
    expect(codeTab).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('tabpanel', { name: 'Filter' })).toBeVisible();
    expect(screen.queryByRole('tabpanel', { name: 'Cari Kode' })).not.toBeInTheDocument();

    await user.keyboard('{ArrowRight}');
    expect(codeTab).toHaveFocus();
    expect(codeTab).toHaveAttribute('aria-selected', 'true');

    await user.keyboard('{ArrowLeft}');
    expect(filterTab).toHaveFocus();
    await user.keyboard('{Home}');
    expect(codeTab).toHaveFocus();
    await user.keyboard('{End}');
    expect(filterTab).toHaveFocus();
    expect(screen.getByLabelText('Program')).toBeInTheDocument();
  });

  it('keeps what was typed when switching tabs', async () => {
    const { user } = await openBoard();
    await user.type(screen.getByLabelText('Kode Pemesanan'), 'LP-7');
    await user.click(screen.getByRole('tab', { name: 'Filter' }));
    await user.click(screen.getByRole('tab', { name: 'Cari Kode' }));
    expect(screen.getByLabelText('Kode Pemesanan')).toHaveValue('LP-7');
  });

  it('filters by program and learning system from labelled selects', async () => {
    const { user } = await openFilterTab();

    await chooseOption(user, 'Program', 'SMA');
    await chooseOption(user, 'Sistem Pembelajaran', 'Online');

    expect(shownValueOf('Program')).toBe('SMA');
    expect(shownValueOf('Sistem Pembelajaran')).toBe('Online');
    expect(screen.getByRole('button', { name: 'Terapkan Filter' })).toBeEnabled();
  });

  it('loads the cities of the chosen province and clears the city when the province changes', async () => {
    const { user, fake } = await openFilterTab();
    expect(screen.getByLabelText('Kota')).toBeDisabled();
    expect(fake.callsTo('GET /api/select2/master/regencies')).toHaveLength(0);

    await chooseOption(user, 'Provinsi', 'Jawa Barat');
    await waitFor(() => expect(screen.getByLabelText('Kota')).toBeEnabled());
    const cityCall = fake.callsTo('GET /api/select2/master/regencies')[0];
    expect(cityCall?.query.get('provinsi')).toBe('32');
    expect(cityCall?.query.get('mode')).toBe('all');
    await chooseOption(user, 'Kota', 'Kota Bandung');
    expect(shownValueOf('Kota')).toBe('Kota Bandung');

    await chooseOption(user, 'Provinsi', 'Dki Jakarta');
    expect(shownValueOf('Kota')).toBe('Semua kota');
    await user.click(screen.getByLabelText('Kota'));
    expect(await screen.findByRole('option', { name: 'Kota Jakarta Selatan' })).toBeInTheDocument();
    expect(screen.queryByRole('option', { name: 'Kota Bandung' })).not.toBeInTheDocument();
  });
});

describe('routes', () => {
  it('shows the 404 page for an unknown teacher path', async () => {
    fakeFetch({});
    renderPage(<App />, { route: '/guru/tidak-ada' });
    await pageLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
  });
});
