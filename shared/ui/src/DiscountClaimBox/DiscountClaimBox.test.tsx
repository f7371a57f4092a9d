import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { DiscountClaimBox } from './DiscountClaimBox';

function ClaimPage() {
  const location = useLocation();
  return <h1>Klaim {location.search}</h1>;
}

function renderBox(props: { title?: string; description?: string } = {}) {
  return render(
    <MemoryRouter initialEntries={['/biaya-les']}>
      <Routes>
        <Route path="/biaya-les" element={<DiscountClaimBox {...props} />} />
        <Route path="/get-diskon-25" element={<ClaimPage />} />
      </Routes>
    </MemoryRouter>,
  );
}

describe('DiscountClaimBox', () => {
  it('offers the 25% discount with a labelled WhatsApp field that starts with 62', () => {
    renderBox();
    expect(screen.getByRole('region', { name: 'Dapatkan Diskon 25%' })).toBeInTheDocument();
    expect(screen.getByLabelText('Nomor WhatsApp')).toHaveValue('62');
    expect(screen.getByRole('button', { name: 'Dapatkan' })).toBeInTheDocument();
  });

  it('uses the title and description it is given', () => {
    renderBox({ title: 'Diskon untuk Anda', description: 'Klaim sekarang juga.' });
    expect(screen.getByRole('region', { name: 'Diskon untuk Anda' })).toHaveTextContent('Klaim sekarang juga.');
  });

  it('refuses a number shorter than 12 digits with an inline alert and stays on the page', async () => {
    renderBox();
    await userEvent.type(screen.getByLabelText('Nomor WhatsApp'), '81234567');
    await userEvent.click(screen.getByRole('button', { name: 'Dapatkan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Nomor kurang dari 12 digit');
    expect(screen.getByLabelText('Nomor WhatsApp')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.queryByRole('heading', { name: /Klaim/ })).not.toBeInTheDocument();
  });

  it('clears the alert once the number is edited', async () => {
    renderBox();
    await userEvent.click(screen.getByRole('button', { name: 'Dapatkan' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Nomor kurang dari 12 digit');
    await userEvent.type(screen.getByLabelText('Nomor WhatsApp'), '8');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('accepts exactly 12 digits and goes to the claim page with the number', async () => {
    renderBox();
    await userEvent.type(screen.getByLabelText('Nomor WhatsApp'), '8123456789');
    await userEvent.click(screen.getByRole('button', { name: 'Dapatkan' }));
    expect(screen.getByRole('heading', { name: 'Klaim ?number_whatsapp=628123456789' })).toBeInTheDocument();
  });

  it('keeps only digits, turns a local 08 number into 628 and submits with Enter', async () => {
    renderBox();
    const field = screen.getByLabelText('Nomor WhatsApp');
    await userEvent.clear(field);
    await userEvent.type(field, '0812-3456 78ab90{Enter}');
    expect(screen.getByRole('heading', { name: 'Klaim ?number_whatsapp=6281234567890' })).toBeInTheDocument();
  });
});
