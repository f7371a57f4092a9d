import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TextAreaField } from './TextAreaField';

function Note({ error }: { error?: string }) {
  const [value, setValue] = useState('');
  return <TextAreaField label="Catatan" value={value} onChange={setValue} maxLength={20} error={error} required />;
}

describe('TextAreaField', () => {
  it('counts the characters against the limit and stops at it', async () => {
    render(<Note />);
    const field = screen.getByLabelText('Catatan');
    expect(field).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('0/20 karakter')).toBeInTheDocument();

    await userEvent.type(field, 'Sudah paham pecahan dan desimal');
    expect(field).toHaveValue('Sudah paham pecahan ');
    expect(screen.getByText('20/20 karakter')).toBeInTheDocument();
  });

  it('marks the field invalid and announces the error', () => {
    render(<Note error="Catatan wajib diisi" />);
    expect(screen.getByLabelText('Catatan')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('alert')).toHaveTextContent('Catatan wajib diisi');
  });
});
