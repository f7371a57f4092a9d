import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

describe('NotFoundPage', () => {
  it('says the page does not exist, sets the title and links home', async () => {
    render(
      <MemoryRouter initialEntries={['/tidak-ada']}>
        <Routes>
          <Route path="/" element={<h1>Beranda</h1>} />
          <Route path="*" element={<NotFoundPage />} />
        </Routes>
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Halaman tidak ditemukan' })).toBeInTheDocument();
    expect(document.title).toBe('Halaman tidak ditemukan | Pintar Privat');
    await userEvent.click(screen.getByRole('link', { name: 'Kembali ke Beranda' }));
    expect(screen.getByRole('heading', { level: 1, name: 'Beranda' })).toBeInTheDocument();
  });
});
