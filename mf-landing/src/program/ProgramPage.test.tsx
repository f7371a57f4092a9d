import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, fakeFetch, renderPage, pageLoaded, LOG_RECEIVED } from '@tutor/testing';
import App from '../App';
import { jenjangOptions, levelCards } from '../testSupport/landingFixtures';

describe('Program page', () => {
  it('links each level card to the fee search with that program preselected', async () => {
    fakeFetch({
      'GET /api/landing/list-level': { body: levelCards },
      'GET /api/select2/master/jenjang': { body: { data: jenjangOptions } },
    });
    renderPage(<App />, { route: '/program' });
    await pageLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Program Les Privat' })).toBeInTheDocument();
    const levels = await screen.findByRole('region', { name: 'Jenjang Pendidikan' });
    // the region may show its skeletons first: wait for the cards themselves
    const utbk = await within(levels).findByRole('link', { name: 'Cek biaya les UTBK/Persiapan PTN' });
    expect(within(levels).getAllByRole('heading', { level: 3 })).toHaveLength(levelCards.length);
    await userEvent.click(utbk);
    expect(currentUrl()).toBe('/biaya-les?program=24');
  });

  it('lists every program of the shared jenjang list as a link to its fees', async () => {
    fakeFetch({
      'GET /api/landing/list-level': { body: levelCards },
      'GET /api/select2/master/jenjang': { body: { data: jenjangOptions } },
    });
    renderPage(<App />, { route: '/program' });
    await pageLoaded();
    const all = await screen.findByRole('region', { name: 'Semua Program' });
    await within(all).findByRole('link', { name: 'Musik' });
    expect(
      within(all)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Toddler', '/biaya-les?program=11'],
      ['SD', '/biaya-les?program=14'],
      ['Musik', '/biaya-les?program=28'],
      ['Olimpiade/OSN', '/biaya-les?program=34'],
    ]);
  });

  it('drops a section whose list failed, logging it, and keeps the other', async () => {
    const network = fakeFetch({
      'GET /api/landing/list-level': { status: 500, body: { message: 'Terjadi kesalahan' } },
      'GET /api/select2/master/jenjang': { body: { data: jenjangOptions } },
      'POST /api/log': LOG_RECEIVED,
    });
    renderPage(<App />, { route: '/program' });
    await pageLoaded();
    await screen.findByRole('link', { name: 'Toddler' });
    await waitFor(() => expect(network.callsTo('POST /api/log')).toHaveLength(1));
    expect(screen.queryByRole('heading', { name: 'Jenjang Pendidikan' })).not.toBeInTheDocument();
  });
});
