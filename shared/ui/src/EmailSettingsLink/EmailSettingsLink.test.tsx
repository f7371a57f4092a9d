import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { EmailSettingsLink } from './EmailSettingsLink';

function WhereAmI() {
  const { pathname, hash } = useLocation();
  return <p>Halaman {pathname + hash}</p>;
}

describe('EmailSettingsLink', () => {
  it('says what the e-mail settings do and leads to them on the notifications page', async () => {
    render(
      <MemoryRouter initialEntries={['/guru/profil']}>
        <Routes>
          <Route path="/guru/profil" element={<EmailSettingsLink />} />
          <Route path="/notifikasi" element={<WhereAmI />} />
        </Routes>
      </MemoryRouter>,
    );
    const section = screen.getByRole('region', { name: 'Email pemberitahuan' });
    expect(section).toHaveTextContent('Yang dimatikan tetap muncul sebagai notifikasi di situs.');
    await userEvent.setup().click(screen.getByRole('link', { name: 'Atur email pemberitahuan' }));
    expect(screen.getByText('Halaman /notifikasi#email-pemberitahuan')).toBeInTheDocument();
  });
});
