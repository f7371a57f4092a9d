import { screen } from '@testing-library/react';
import { PRIVACY_POLICY_VERSION } from '@tutor/rules';
import { renderPage } from '@tutor/testing';
import { PrivacyPolicyPage } from './PrivacyPolicyPage';
import { TermsPage } from './TermsPage';

describe('the policy pages', () => {
  it('says what is collected, who sees it, how long it is kept, the rights and a contact, with the version', () => {
    renderPage(<PrivacyPolicyPage />, { route: '/kebijakan-privasi' });
    expect(screen.getByRole('heading', { level: 1, name: 'Kebijakan Privasi' })).toBeInTheDocument();
    expect(screen.getByText(new RegExp(`Versi ${PRIVACY_POLICY_VERSION}`))).toBeInTheDocument();
    for (const heading of [
      'Data yang kami kumpulkan',
      'Untuk apa data dipakai',
      'Siapa yang dapat melihat data Anda',
      'Berapa lama data disimpan',
      'Data anak',
      'Hak Anda dan cara memakainya',
      'Kontak',
    ])
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument();
    expect(screen.getByText(/baru terlihat oleh guru yang mengajar setelah\s+pembayaran pertama/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Pengaturan Akun' })[0]).toHaveAttribute('href', '/akun');
    expect(screen.getByRole('link', { name: /Layanan Pelanggan/ })).toHaveAttribute(
      'href',
      'https://wa.me/6281287654303',
    );
    expect(screen.getByRole('link', { name: 'Syarat & Ketentuan' })).toHaveAttribute('href', '/syarat-ketentuan');
  });

  it('states the terms with the figures the site applies', () => {
    renderPage(<TermsPage />, { route: '/syarat-ketentuan' });
    expect(screen.getByRole('heading', { level: 1, name: 'Syarat & Ketentuan' })).toBeInTheDocument();
    expect(screen.getByText(/tidak ditanggapi dalam 72 jam/)).toBeInTheDocument();
    expect(screen.getByText(/komisi 10% dari pesanan/)).toBeInTheDocument();
    expect(screen.getAllByRole('link', { name: 'Kebijakan Privasi' })[0]).toHaveAttribute('href', '/kebijakan-privasi');
  });
});
