import { screen, waitFor } from '@testing-library/react';
import { renderPage, fakeFetch, type FakeAnswer, type FakeHandler, pageLoaded, LOG_RECEIVED } from '@tutor/testing';
import App from '../App';
import { homeRoutes } from '../testSupport/homeNetwork';

function fakeHomeNetwork(overrides: Record<string, FakeAnswer | FakeHandler> = {}) {
  return fakeFetch({ ...homeRoutes(), ...overrides });
}

// A card that fails to render stands in for any rendering error inside the best-teacher block.
jest.mock('./sections/BestTeacherCard', () => ({
  BestTeacherCard: () => {
    throw new Error('kartu guru rusak');
  },
}));

describe('Best teachers error boundary', () => {
  beforeEach(() => {
    // React reports caught render errors on the console; the test asserts the screen instead.
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });

  it('shows "Something went wrong" in that block only, reports it, and keeps the page', async () => {
    const network = fakeHomeNetwork({ 'POST /api/log': LOG_RECEIVED });
    renderPage(<App />, { route: '/' });
    await pageLoaded();
    expect(await screen.findByText('Something went wrong')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Guru Terbaik Bulan Ini' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Lihat guru lainnya' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Artikel Terbaru' })).toBeInTheDocument();
    await waitFor(() => expect(network.callsTo('POST /api/log')).toHaveLength(1));
    expect(network.callsTo('POST /api/log')[0]?.body).toMatchObject({
      message: 'kartu guru rusak',
      source: 'landing.best-teachers',
    });
  });
});
