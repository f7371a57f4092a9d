import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ActiveSession } from '@tutor/contract';
import { fakeFetch, renderPage } from '@tutor/testing';
import { ActiveSessionsSection } from './ActiveSessionsSection';

const session = (id: string, perangkat: string, ini = false): ActiveSession => ({
  id,
  perangkat,
  dibuat: '2026-11-20T03:15:00.000Z',
  terakhir: '2026-11-28T10:00:00.000Z',
  ini,
});

describe('the active sessions section', () => {
  it('lists device, since and last seen, marks this one, ends one and then every other', async () => {
    let listed = [
      session('ini', 'Chrome di Windows', true),
      session('hp', 'Safari di iPhone'),
      session('tab', 'Firefox di Android'),
    ];
    const network = fakeFetch({
      'GET /api/auth/sesi': () => ({ body: { data: listed } }),
      'DELETE /api/auth/sesi/hp': () => {
        listed = listed.filter((item) => item.id !== 'hp');
        return { body: { message: 'Sesi diakhiri' } };
      },
      'POST /api/auth/sesi/keluar-semua': () => {
        listed = listed.filter((item) => item.ini);
        return { body: { message: 'Semua sesi lain sudah diakhiri' } };
      },
    });
    const person = userEvent.setup();
    renderPage(<ActiveSessionsSection />);
    const section = await screen.findByRole('region', { name: 'Sesi aktif' });
    const items = await within(section).findAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Chrome di Windows');
    expect(items[0]).toHaveTextContent('Sesi ini');
    expect(items[0]).toHaveTextContent('Masuk sejak 20 November 2026 pukul 10.15 WIB');
    expect(items[0]).toHaveTextContent('Terakhir aktif 28 November 2026 pukul 17.00 WIB');
    expect(within(items[0] as HTMLElement).queryByRole('button')).not.toBeInTheDocument();

    await person.click(within(items[1] as HTMLElement).getByRole('button', { name: /Akhiri sesi Safari di iPhone/ }));
    expect(await within(section).findByText('Sesi Safari di iPhone diakhiri.')).toBeInTheDocument();
    expect(await within(section).findAllByRole('listitem')).toHaveLength(2);
    expect(network.callsTo('DELETE /api/auth/sesi/hp')).toHaveLength(1);

    await person.click(within(section).getByRole('button', { name: 'Keluar dari semua perangkat lain' }));
    expect(
      await within(section).findByText('Tidak ada sesi lain: akun Anda hanya masuk di perangkat ini.'),
    ).toBeInTheDocument();
    expect(within(section).getAllByRole('listitem')).toHaveLength(1);
  });

  it('shows a loading state, then a retry when the list fails', async () => {
    fakeFetch({ 'GET /api/auth/sesi': { status: 503, body: { message: 'Layanan sedang sibuk' } } });
    renderPage(<ActiveSessionsSection />);
    expect(screen.getByText('Memuat sesi aktif')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: /Coba lagi/ })).toBeInTheDocument();
  });
});
