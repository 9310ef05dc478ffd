/**
 * What the account screens that handle credentials share (/auth/recuperar,
 * /auth/nueva-contrasena and /settings' "Seguridad de la cuenta"): the check of a new password
 * and its confirmation, and the form that sends one e-mail address (a reset link, an e-mail
 * change) and then says where the link went.
 */
import { useState } from 'react';
import { auth } from '@/lib/messages/auth';
import { credentials as m } from '@/lib/messages/credentials';
import { MIN_PASSWORD_LENGTH } from '@/lib/domain/validation';
import { errorMessage } from '@/lib/backend-errors';
import { toastError } from '@/lib/stores/toast';

/** A form's problem as FormAlert shows it. */
export interface FormProblem {
  title: string;
  description?: string | undefined;
}

/** Why a new password and its confirmation cannot be sent, or null. */
export function newPasswordProblem(password: string, again: string): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return auth.passwordMin;
  if (password !== again) return m.passwordsDiffer;
  return null;
}

/**
 * One e-mail address to send (`send` gets it trimmed and in lower case). After the server
 * agrees, `sentTo` is the address and the field is emptied; a refusal is the problem, titled
 * `errorTitle` (and a toast too when `toast`).
 */
export function useEmailRequest(
  send: (address: string) => Promise<unknown>,
  errorTitle: string,
  opts: { toast?: boolean } = {},
) {
  const [email, setEmail] = useState('');
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<FormProblem | null>(null);
  const [sentTo, setSentTo] = useState<string | null>(null);

  async function submit(): Promise<void> {
    setProblem(null);
    setSentTo(null);
    const address = email.trim().toLowerCase();
    if (!address) {
      setProblem({ title: m.emailRequired });
      return;
    }
    setBusy(true);
    try {
      await send(address);
      setSentTo(address);
      setEmail('');
    } catch (err) {
      const p = { title: errorTitle, description: errorMessage(err) };
      setProblem(p);
      if (opts.toast) toastError(p.title, p.description);
    } finally {
      setBusy(false);
    }
  }

  return { email, setEmail, busy, problem, sentTo, submit };
}
