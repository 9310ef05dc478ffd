/**
 * One admin action at a time: busy while it runs (its buttons disabled), whatever its end.
 * A failure goes to `onError` (a toast), or is left to the action when it reported it itself
 * (a dialog then stays open so the admin may try again or cancel).
 */
import { useState } from 'react';

export function useBusy() {
  const [busy, setBusy] = useState(false);

  async function run(action: () => Promise<void>, onError?: (err: unknown) => void) {
    setBusy(true);
    try {
      await action();
    } catch (err) {
      onError?.(err);
    } finally {
      setBusy(false);
    }
  }

  return { busy, run };
}
