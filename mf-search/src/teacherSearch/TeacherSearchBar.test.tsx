import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, fakeFetch, renderPage, pageLoaded } from '@tutor/testing';
import App from '../App';
import { choose, openOptions, optionNames } from '../testSupport/selectHelpers';
import { teacherSearchRoutes } from './teacherSearchTestNetwork';

async function openTeacherSearch(route = '/cari-pengajar') {
  const user = userEvent.setup();
  renderPage(<App />, { route });
  await pageLoaded();
  await screen.findByRole('heading', { level: 1 });
  return user;
}

describe('teacher search bar', () => {
  it('asks what to search until program and location are chosen, then names both in the headline', async () => {
    fakeFetch(teacherSearchRoutes());
    const user = await openTeacherSearch();
    const searchButton = screen.getByRole('button', { name: 'Cari Pengajar' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mau cari guru privat apa?');
    expect(searchButton).toBeDisabled();

    await choose(user, 'Program', 'SMA');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Mau cari guru privat apa?');
    expect(searchButton).toBeDisabled();

    await choose(user, 'Lokasi', 'Online');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Les Privat SMA dengan guru-guru terbaik di Online',
    );
    expect(searchButton).toBeEnabled();
  });

  it('offers only Online until text is typed, then matching regencies, and Online alone again when the text is emptied', async () => {
    const network = fakeFetch(teacherSearchRoutes());
    const user = await openTeacherSearch();

    expect(await openOptions(user, 'Lokasi')).toEqual(['Online']);

    // Typed without pausing between keys (no timer runs between them), as a person types faster
    // than the 300 ms debounce: on a busy machine user-event's default pause per key could exceed it.
    await userEvent.setup({ delay: null }).keyboard('bandung');
    await waitFor(() => expect(optionNames()).toEqual(['Kota Bandung', 'Kabupaten Bandung']));
    // debounced: one request for the whole word, not one per key
    expect(network.callsTo('GET /api/select2/master/regencies-2').map((r) => r.query.get('q'))).toEqual(['bandung']);
    expect(network.callsTo('GET /api/select2/master/regencies-2')[0]!.query.get('mode')).toBe('json');

    await user.clear(screen.getByLabelText('Lokasi'));
    await waitFor(() => expect(optionNames()).toEqual(['Online']));

    await user.keyboard('jakarta');
    await user.click(await screen.findByRole('option', { name: 'Kota Jakarta Selatan' }));
    await choose(user, 'Program', 'SD');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Les Privat SD dengan guru-guru terbaik di Kota Jakarta Selatan',
    );
  });

  it('puts the search in the URL and searches with the filters reset', async () => {
    const network = fakeFetch(teacherSearchRoutes());
    const user = await openTeacherSearch(
      '/cari-pengajar?program=14&lokasi=online&lokasi_nama=Online&jenis_kelamin=laki_laki&page=2',
    );
    await screen.findByText('14 guru ditemukan');

    await choose(user, 'Program', 'SMA');
    await user.click(screen.getByLabelText('Lokasi'));
    await user.keyboard('bandung');
    await user.click(await screen.findByRole('option', { name: 'Kota Bandung' }));
    await user.click(screen.getByRole('button', { name: 'Cari Pengajar' }));

    await screen.findByText('37 guru ditemukan');
    expect(currentUrl()).toBe('/cari-pengajar?program=16&lokasi=3273&lokasi_nama=Kota+Bandung');
    const last = network.callsTo('GET /api/landing/searching-guru').at(-1)!;
    expect(last.query.toString()).toBe('jenjang_id=16&lokasi_id=3273&page=1');
    expect(screen.getByRole('checkbox', { name: /Laki-laki/ })).not.toBeChecked();
    expect(network.callsTo('GET /api/landing/filter-guru').at(-1)!.query.toString()).toBe(
      'jenjang_id=16&lokasi_id=3273',
    );
  });
});
