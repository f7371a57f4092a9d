import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FeePackageList } from '@tutor/contract';
import { feePackage } from '@tutor/rules';
import { fakeFetch, renderPage, FIXTURE_PACKAGES, LOG_RECEIVED, PACKAGE_PRICE_LIST } from '@tutor/testing';
import { PackagesSection } from './PackagesSection';

const PACKAGES = 'GET /api/landing/searching-biaya-les/default';
const serverError = { status: 500, body: { message: 'Terjadi kesalahan pada server' } };

function cardOf(name: string): HTMLElement {
  const card = screen.getByRole('heading', { name: `Paket ${name}` }).closest('article');
  if (!card) throw new Error(`no card for ${name}`);
  return card;
}

describe('Packages section', () => {
  it('shows each package as the server answers it: meetings, period, prices and instalments', async () => {
    fakeFetch({ [PACKAGES]: { body: PACKAGE_PRICE_LIST } });
    renderPage(<PackagesSection />);
    const carousel = await screen.findByRole('region', { name: 'Paket les' });
    expect(
      within(carousel)
        .getAllByRole('heading', { level: 3 })
        .map((heading) => heading.textContent),
    ).toEqual(FIXTURE_PACKAGES.map((row) => `Paket ${row.nama}`));
    const superPackage = cardOf('Super');
    expect(superPackage).toHaveTextContent('4 pertemuan / bulan');
    expect(superPackage).toHaveTextContent('Dibayar penuh di awal');
    const superIntensifPro = cardOf('Super Intensif Pro');
    expect(superIntensifPro).toHaveTextContent('72 pertemuan / 6 bulan');
    expect(superIntensifPro).toHaveTextContent('Mulai Dari');
    expect(within(superIntensifPro).getByText('Rp 10.800.000').closest('s')).not.toBeNull();
    expect(superIntensifPro).toHaveTextContent('Rp 8.100.000');
    expect(superIntensifPro).toHaveTextContent('Bisa dicicil 3x');
  });

  it('follows the database when a package changes: no copy of the table in the page', async () => {
    const changed: FeePackageList = {
      status: 'success',
      data: [
        feePackage(
          { id: 12, nama: 'Kilat', jumlah: 30, count_payments: 2, period_months: 3, color: '#00acc1' },
          100_000,
        ),
      ],
    };
    fakeFetch({ [PACKAGES]: { body: changed } });
    renderPage(<PackagesSection />);
    await screen.findByRole('heading', { name: 'Paket Kilat' });
    const kilat = cardOf('Kilat');
    expect(kilat).toHaveTextContent('30 pertemuan / 3 bulan');
    expect(kilat).toHaveTextContent('Bisa dicicil 2x');
    expect(kilat).toHaveTextContent('Rp 2.250.000');
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1);
  });

  it('holds the place of the packages while they load', async () => {
    fakeFetch({ [PACKAGES]: { body: PACKAGE_PRICE_LIST, delay: 50 } });
    renderPage(<PackagesSection />);
    expect(screen.getByText('Memuat paket les').closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Paket Super' })).toBeInTheDocument();
    expect(screen.queryByText('Memuat paket les')).not.toBeInTheDocument();
  });

  it('says when the packages cannot be loaded, logs it, and loads them again on "Coba lagi"', async () => {
    const network = fakeFetch({ [PACKAGES]: serverError, 'POST /api/log': LOG_RECEIVED });
    renderPage(<PackagesSection />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Paket les belum bisa dimuat.');
    expect(alert).toHaveTextContent('Periksa koneksi internet Anda, lalu coba lagi.');
    expect(screen.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Cek Biaya Les' })).toHaveAttribute('href', '/biaya-les');
    await waitFor(() =>
      expect(network.callsTo('POST /api/log').map((request) => (request.body as { source: string }).source)).toContain(
        'landing.package-prices',
      ),
    );

    network.on(PACKAGES, { body: PACKAGE_PRICE_LIST });
    await userEvent.click(screen.getByRole('button', { name: 'Coba lagi' }));
    expect(await screen.findByRole('heading', { name: 'Paket Super Intensif Pro' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('says politely that the packages are being updated when the server has none', async () => {
    fakeFetch({ [PACKAGES]: { body: { status: 'success', data: [] } } });
    renderPage(<PackagesSection />);
    const empty = await screen.findByText('Paket les sedang diperbarui.');
    expect(empty.closest('[role="status"]')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Paket les' })).not.toBeInTheDocument();
  });
});
