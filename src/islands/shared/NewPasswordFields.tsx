/**
 * The new password and its confirmation (/auth/nueva-contrasena and /settings' password
 * change); check them with newPasswordProblem (./use-credentials.ts).
 */
import type { ReactNode } from 'react';
import { credentials as m } from '@/lib/messages/credentials';
import { MIN_PASSWORD_LENGTH } from '@/lib/domain/validation';
import { TextField } from './ui';

interface Props {
  password: string;
  again: string;
  onPassword: (value: string) => void;
  onAgain: (value: string) => void;
  /** A note under the new password (it describes the field): its id and text. */
  hint?: { id: string; text: ReactNode };
}

export function NewPasswordFields({ password, again, onPassword, onAgain, hint }: Props) {
  const field = (
    <TextField
      label={m.newPassword}
      type="password"
      name="password"
      value={password}
      onValue={onPassword}
      minLength={MIN_PASSWORD_LENGTH}
      autoComplete="new-password"
      {...(hint ? { 'aria-describedby': hint.id } : {})}
    />
  );
  return (
    <>
      {hint ? (
        <div>
          {field}
          <p id={hint.id} className="mt-1 text-xs text-slate-500">
            {hint.text}
          </p>
        </div>
      ) : (
        field
      )}
      <TextField
        label={m.confirmPassword}
        type="password"
        name="passwordConfirm"
        value={again}
        onValue={onAgain}
        autoComplete="new-password"
      />
    </>
  );
}
