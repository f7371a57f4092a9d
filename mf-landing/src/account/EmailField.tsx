import { Field } from '@tutor/ui/Field';

/** The account email input of login, registration and the forgotten-password form. */
export function EmailField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <Field label="Email">
      {({ inputId }) => (
        <input
          id={inputId}
          className="ui-input"
          type="email"
          autoComplete="email"
          maxLength={254}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
      )}
    </Field>
  );
}
