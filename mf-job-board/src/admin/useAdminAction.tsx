import { useState } from 'react';
import { errorMessageOf } from '@tutor/api';

/** Runs one admin action and keeps its refusal (the server's Indonesian message) or its success text. */
export function useAdminAction() {
  const [message, setMessage] = useState<{ ok: boolean; text: string } | null>(null);
  const run = async (action: () => Promise<unknown>, success: string): Promise<boolean> => {
    setMessage(null);
    try {
      await action();
      setMessage({ ok: true, text: success });
      return true;
    } catch (error) {
      setMessage({ ok: false, text: errorMessageOf(error) });
      return false;
    }
  };
  return { message, setMessage, run };
}

/** The outcome of an action, announced: a refusal as an alert, a success as a status. */
export function ActionMessage({ message }: { message: { ok: boolean; text: string } | null }) {
  if (!message) return null;
  return (
    <p role={message.ok ? 'status' : 'alert'} className={message.ok ? 'jobs-admin__done' : 'jobs-admin__problem'}>
      {message.text}
    </p>
  );
}
