import { screen } from '@testing-library/react';
import { fakeFetch, renderPage, pageLoaded } from '@tutor/testing';
import App from './App';

describe('mf-landing routes', () => {
  it('shows the shared not-found page for an unknown path', async () => {
    fakeFetch({});
    renderPage(<App />, { route: '/halaman-yang-tidak-ada' });
    await pageLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
  });
});
