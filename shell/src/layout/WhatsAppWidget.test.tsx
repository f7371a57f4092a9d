import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderPage } from '@tutor/testing';
import { WhatsAppWidget } from './WhatsAppWidget';

describe('WhatsAppWidget', () => {
  it('opens a panel of three WhatsApp contacts and closes with Escape', async () => {
    const user = userEvent.setup();
    renderPage(<WhatsAppWidget />);
    const button = screen.getByRole('button', { name: 'Hubungi kami via WhatsApp' });
    expect(button).toHaveAttribute('aria-expanded', 'false');

    await user.click(button);
    const panel = screen.getByRole('dialog', { name: 'Hubungi admin lewat WhatsApp' });
    const links = within(panel).getAllByRole('link');
    expect(links).toHaveLength(3);
    for (const link of links) {
      expect(link.getAttribute('href')).toMatch(/^https:\/\/wa\.me\/62\d{9,12}\?text=/);
      expect(link).toHaveAttribute('target', '_blank');
    }

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Hubungi kami via WhatsApp' })).toHaveFocus();
  });
});
