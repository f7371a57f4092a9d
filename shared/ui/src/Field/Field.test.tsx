import { render, screen } from '@testing-library/react';
import { Field } from './Field';

function renderEmailField(props: { error?: string; hint?: string; labelHidden?: boolean } = {}) {
  return render(
    <Field label="Email" {...props}>
      {({ inputId, describedBy, invalid }) => (
        <input id={inputId} className="ui-input" aria-describedby={describedBy} aria-invalid={invalid || undefined} />
      )}
    </Field>,
  );
}

describe('Field', () => {
  it('labels the control it renders', () => {
    renderEmailField();
    const input = screen.getByLabelText('Email');
    expect(input).toHaveClass('ui-input');
    expect(input).not.toHaveAttribute('aria-invalid');
    expect(input).not.toHaveAttribute('aria-describedby');
  });

  it('describes the control with its hint', () => {
    renderEmailField({ hint: 'Kami tidak mengirim spam.' });
    expect(screen.getByLabelText('Email')).toHaveAccessibleDescription('Kami tidak mengirim spam.');
  });

  it('shows the error as an alert, marks the control invalid and describes it with hint and error', () => {
    renderEmailField({ hint: 'Contoh: nama@contoh.com', error: 'Email tidak valid' });
    const input = screen.getByLabelText('Email');
    expect(screen.getByRole('alert')).toHaveTextContent('Email tidak valid');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Contoh: nama@contoh.com Email tidak valid');
  });

  it('can hide its label visually and still name the control', () => {
    renderEmailField({ labelHidden: true });
    expect(screen.getByText('Email')).toHaveClass('ui-visually-hidden');
    expect(screen.getByLabelText('Email')).toBeInTheDocument();
  });
});
