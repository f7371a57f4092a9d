import { useState, type ChangeEvent } from 'react';
import { errorMessageOf } from '@tutor/api';

type Message = { ok: boolean; text: string } | null;

/**
 * A file field's upload: the chosen file is checked first (a quick answer; the server checks the
 * bytes again), then sent; the outcome is kept as a success text or the server's message.
 */
export function useFileUpload(
  check: (file: File) => string | null,
  send: (file: File) => Promise<unknown>,
  success: string,
) {
  const [message, setMessage] = useState<Message>(null);
  const choose = async (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    const problem = check(file);
    if (problem) return setMessage({ ok: false, text: problem });
    try {
      await send(file);
      setMessage({ ok: true, text: success });
    } catch (error) {
      setMessage({ ok: false, text: errorMessageOf(error) });
    }
  };
  return { choose, message };
}

/** The upload's outcome, announced: a success as a status, a refusal as an alert. */
export function UploadMessage({ message }: { message: Message }) {
  if (!message) return null;
  return (
    <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'jobs-profile__saved' : 'jobs-profile__problem'}>
      {message.text}
    </p>
  );
}
