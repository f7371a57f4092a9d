import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { Button, ButtonLink } from './Button';

describe('Button', () => {
  it('is a plain button (not a submit) that calls onClick', async () => {
    const onClick = jest.fn();
    render(<Button onClick={onClick}>Cari Guru</Button>);
    const button = screen.getByRole('button', { name: 'Cari Guru' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveClass('ui-button', 'ui-button--primary', 'ui-button--medium');
    await userEvent.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('is disabled and marked busy while busy, so it cannot be pressed twice', async () => {
    const onClick = jest.fn();
    render(
      <Button busy onClick={onClick}>
        Kirim
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Kirim' });
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('takes its variant, size, width and extra classes', () => {
    render(
      <Button variant="whatsapp" size="large" block className="extra" type="submit">
        Pesan via WhatsApp
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Pesan via WhatsApp' });
    expect(button).toHaveClass('ui-button--whatsapp', 'ui-button--large', 'ui-button--block', 'extra');
    expect(button).toHaveAttribute('type', 'submit');
  });
});

describe('ButtonLink', () => {
  it('navigates inside the app with the router', async () => {
    render(
      <MemoryRouter initialEntries={['/']}>
        <Routes>
          <Route path="/" element={<ButtonLink to="/biaya-les">Cek Biaya Les</ButtonLink>} />
          <Route path="/biaya-les" element={<h1>Biaya Les</h1>} />
        </Routes>
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Cek Biaya Les' });
    expect(link).toHaveAttribute('href', '/biaya-les');
    expect(link).toHaveClass('ui-button', 'ui-button--primary');
    await userEvent.click(link);
    expect(screen.getByRole('heading', { name: 'Biaya Les' })).toBeInTheDocument();
  });

  it('renders a full-page link when external', () => {
    render(
      <ButtonLink
        to="https://wa.me/6281234567890"
        external
        variant="whatsapp"
        target="_blank"
        rel="noopener noreferrer"
      >
        Chat Admin
      </ButtonLink>,
    );
    const link = screen.getByRole('link', { name: 'Chat Admin' });
    expect(link).toHaveAttribute('href', 'https://wa.me/6281234567890');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveClass('ui-button--whatsapp');
  });
});
