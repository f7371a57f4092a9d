import './forms.css';

/** A form's one message: the problem found before sending or the server's refusal, read out at once. */
export function FormAlert({ message }: { message: string | null }) {
  if (!message) return null;
  return (
    <p role="alert" className="landing-form__alert">
      {message}
    </p>
  );
}
