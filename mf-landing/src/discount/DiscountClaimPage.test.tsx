import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, fakeFetch, renderPage, pageLoaded } from '@tutor/testing';
import App from '../App';
import { discountClaimAnswer } from '../testSupport/landingFixtures';

const NUMBER = '6281234567890';

function fakeClaimServer() {
  return fakeFetch({
    'POST /api/diskon-claim': (request) => ({
      body: discountClaimAnswer((request.body as { number_whatsapp: string }).number_whatsapp),
    }),
  });
}

describe('Discount claim page', () => {
  it('shows the number and claims nothing until the visitor presses the button', async () => {
    const network = fakeClaimServer();
    renderPage(<App />, { route: `/get-diskon-25?number_whatsapp=${NUMBER}` });
    await pageLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Info Diskon 25%' })).toBeInTheDocument();
    expect(screen.getByText(NUMBER)).toBeInTheDocument();
    expect(
      screen.getByText(
        /Diskon 25% berlaku untuk semua paket les privat dan sudah termasuk dalam harga .* tanpa kode voucher\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Minta Info lewat WhatsApp' })).toBeEnabled();
    expect(network.requests).toHaveLength(0);
  });

  it('records the number on the button and says the admin will send the info there, with no code', async () => {
    const network = fakeClaimServer();
    renderPage(<App />, { route: `/get-diskon-25?number_whatsapp=${NUMBER}` });
    await pageLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Minta Info lewat WhatsApp' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Nomor WhatsApp Tercatat' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent(
      `Admin kami akan mengirim info lewat WhatsApp ke nomor ${NUMBER}.`,
    );
    expect(screen.queryByText(/sudah kami kirim/)).not.toBeInTheDocument();
    expect(screen.queryByText(/WA25-|DISKON25-/)).not.toBeInTheDocument();
    expect(network.callsTo('POST /api/diskon-claim')).toHaveLength(1);
    expect(network.callsTo('POST /api/diskon-claim')[0]?.body).toEqual({ number_whatsapp: NUMBER });
  });

  it('links to the admin on WhatsApp with the number, not a code', async () => {
    fakeClaimServer();
    renderPage(<App />, { route: `/get-diskon-25?number_whatsapp=${NUMBER}` });
    await pageLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Minta Info lewat WhatsApp' }));
    const link = await screen.findByRole('link', { name: 'Hubungi Admin via WhatsApp' });
    const url = new URL(link.getAttribute('href') ?? '');
    expect(url.hostname).toBe('wa.me');
    expect(url.searchParams.get('text')).toContain(NUMBER);
  });

  it("shows the server's message and a way to try again when the claim is refused", async () => {
    fakeFetch({
      'POST /api/diskon-claim': {
        status: 429,
        body: { message: 'Terlalu banyak permintaan. Silakan coba lagi nanti.' },
      },
    });
    renderPage(<App />, { route: `/get-diskon-25?number_whatsapp=${NUMBER}` });
    await pageLoaded();
    await userEvent.click(screen.getByRole('button', { name: 'Minta Info lewat WhatsApp' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Terlalu banyak permintaan. Silakan coba lagi nanti.');
    expect(screen.getByRole('button', { name: 'Dapatkan' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Kembali ke Beranda' })).toHaveAttribute('href', '/');
  });

  it('asks for a number when none was given, without calling the server', async () => {
    const network = fakeFetch({});
    renderPage(<App />, { route: '/get-diskon-25' });
    await pageLoaded();
    expect(screen.getByRole('alert')).toHaveTextContent('Nomor WhatsApp belum diisi.');
    expect(screen.getByRole('textbox', { name: 'Nomor WhatsApp' })).toBeInTheDocument();
    expect(network.requests).toHaveLength(0);
  });

  it('rejects a number that is too short or not Indonesian, without calling the server', async () => {
    const network = fakeFetch({});
    renderPage(<App />, { route: '/get-diskon-25?number_whatsapp=0812abc' });
    await pageLoaded();
    expect(screen.getByRole('heading', { level: 1, name: 'Nomor WhatsApp Tidak Valid' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent('diawali 62 dan terdiri dari minimal 12 digit');
    expect(network.requests).toHaveLength(0);
  });

  it('offers a new number typed into the box on the page, and claims it on the button', async () => {
    const network = fakeClaimServer();
    renderPage(<App />, { route: '/get-diskon-25?number_whatsapp=62812' });
    await pageLoaded();
    await userEvent.type(screen.getByRole('textbox', { name: 'Nomor WhatsApp' }), '81298765432');
    await userEvent.click(screen.getByRole('button', { name: 'Dapatkan' }));
    expect(currentUrl()).toBe('/get-diskon-25?number_whatsapp=6281298765432');
    expect(network.requests).toHaveLength(0);
    await userEvent.click(screen.getByRole('button', { name: 'Minta Info lewat WhatsApp' }));
    expect(await screen.findByRole('status')).toHaveTextContent('6281298765432');
    await waitFor(() => expect(network.callsTo('POST /api/diskon-claim')).toHaveLength(1));
  });
});
