import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { WhatsAppNumberField } from './WhatsAppNumberField';
import { normalizeWhatsAppDigits } from '@tutor/rules';

function ControlledField({ initial = '62', error }: { initial?: string; error?: string }) {
  const [digits, setDigits] = useState(initial);
  return (
    <>
      <WhatsAppNumberField label="Nomor WhatsApp" value={digits} onChange={setDigits} error={error} />
      <output aria-label="Nilai">{digits}</output>
    </>
  );
}

describe('WhatsAppNumberField', () => {
  it('is a labelled numeric phone input', () => {
    render(<ControlledField />);
    const input = screen.getByLabelText('Nomor WhatsApp');
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'numeric');
    expect(input).toHaveValue('62');
  });

  it('passes digits only to onChange, always starting with 62', async () => {
    render(<ControlledField />);
    await userEvent.type(screen.getByLabelText('Nomor WhatsApp'), '8a1-2 3');
    expect(screen.getByLabelText('Nilai')).toHaveTextContent(/^628123$/);
    expect(screen.getByLabelText('Nomor WhatsApp')).toHaveValue('628123');
  });

  it('drops the 0 of a local number typed after the 62', async () => {
    render(<ControlledField />);
    await userEvent.type(screen.getByLabelText('Nomor WhatsApp'), '0812');
    expect(screen.getByLabelText('Nomor WhatsApp')).toHaveValue('62812');
  });

  it('keeps the 62 prefix when everything is deleted', async () => {
    render(<ControlledField initial="62812" />);
    await userEvent.clear(screen.getByLabelText('Nomor WhatsApp'));
    expect(screen.getByLabelText('Nomor WhatsApp')).toHaveValue('62');
  });

  it('turns a pasted international number into plain digits', async () => {
    render(<ControlledField />);
    const input = screen.getByLabelText('Nomor WhatsApp');
    await userEvent.click(input);
    await userEvent.paste('+62 812-3456-7890');
    expect(input).toHaveValue('6281234567890');
  });

  it('shows its error as an alert tied to the input', () => {
    render(<ControlledField error="Nomor kurang dari 12 digit" />);
    const input = screen.getByLabelText('Nomor WhatsApp');
    expect(screen.getByRole('alert')).toHaveTextContent('Nomor kurang dari 12 digit');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Nomor kurang dari 12 digit');
  });
});

describe('normalizeWhatsAppDigits', () => {
  it.each([
    ['', '62'],
    ['6', '62'],
    ['62', '62'],
    ['628123', '628123'],
    ['08123', '628123'],
    ['8123', '628123'],
    ['+62 (812) 3456-7890', '6281234567890'],
    ['620812', '62812'],
    ['626281234', '6281234'],
    ['622112345', '622112345'],
    ['62812345678901234567', '628123456789012'],
  ])('%j becomes %j', (raw, expected) => {
    expect(normalizeWhatsAppDigits(raw)).toBe(expected);
  });
});
