/**
 * One form's request to the server: busy while it runs (the button says so and is disabled), the
 * Spanish error when it fails (the form stays as typed), the answer once it succeeds (the form
 * gives way to its confirmation).
 */
import { useState } from 'react';
import { errorMessage } from '@/lib/backend-errors';

export function useSend<T>() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [result, setResult] = useState<T | null>(null);

  async function run(send: () => Promise<T>): Promise<void> {
    setBusy(true);
    setError(null);
    try {
      setResult(await send());
    } catch (err) {
      setError(errorMessage(err));
    } finally {
      setBusy(false);
    }
  }

  return { busy, error, result, run };
}
