import { screen } from '@testing-library/react';
import { fakeFetch, renderPage } from '@tutor/testing';
import App from './App';

describe('mf-landing routes', () => {
  it('shows the shared not-found page for an unknown path', () => {
    fakeFetch({});
    renderPage(<App />, { route: '/halaman-yang-tidak-ada' });
    expect(screen.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
  });
});
