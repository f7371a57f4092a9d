import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentUrl, renderPage, fakeFetch, type FakeAnswer, type FakeHandler, pageLoaded } from '@tutor/testing';
import App from '../App';
import { discountClaimAnswer } from '../testSupport/landingFixtures';
import { homeRoutes } from '../testSupport/homeNetwork';

function fakeHomeNetwork(overrides: Record<string, FakeAnswer | FakeHandler> = {}) {
  return fakeFetch({ ...homeRoutes(), ...overrides });
}

describe('Discount box on the home page', () => {
  it('refuses a number shorter than 12 digits', async () => {
    fakeHomeNetwork();
    renderPage(<App />, { route: '/' });
    await pageLoaded();
    const box = screen.getByRole('region', { name: 'Dapatkan Diskon 25%' });
    await userEvent.type(within(box).getByRole('textbox', { name: 'Nomor WhatsApp' }), '0812345');
    await userEvent.click(within(box).getByRole('button', { name: 'Dapatkan' }));
    expect(within(box).getByText('Nomor kurang dari 12 digit')).toBeInTheDocument();
    expect(currentUrl()).toBe('/');
  });

  it('opens the claim page for a valid number, which claims on the button and says where the code went', async () => {
    const network = fakeHomeNetwork({
      'POST /api/diskon-claim': (request) => ({
        body: discountClaimAnswer((request.body as { number_whatsapp: string }).number_whatsapp),
      }),
    });
    renderPage(<App />, { route: '/' });
    await pageLoaded();
    const box = screen.getByRole('region', { name: 'Dapatkan Diskon 25%' });
    await userEvent.type(within(box).getByRole('textbox', { name: 'Nomor WhatsApp' }), '081234567890');
    await userEvent.click(within(box).getByRole('button', { name: 'Dapatkan' }));
    expect(currentUrl()).toBe('/get-diskon-25?number_whatsapp=6281234567890');
    expect(network.callsTo('POST /api/diskon-claim')).toHaveLength(0);
    // the claim page is its own lazy chunk: wait for it rather than assume it is already there
    await userEvent.click(await screen.findByRole('button', { name: 'Minta Info lewat WhatsApp' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Nomor WhatsApp Tercatat' })).toBeInTheDocument();
    expect(network.callsTo('POST /api/diskon-claim')[0]?.body).toEqual({ number_whatsapp: '6281234567890' });
  });
});
