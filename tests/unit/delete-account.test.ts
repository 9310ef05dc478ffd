import { describe, expect, it } from 'vitest';
import { DELETE_CONFIRMATION } from '@/lib/contract/personal-data';
import { deleteBody, deleteReady } from '@/islands/settings/use-delete-account';

describe('deleting one’s account (the /settings form)', () => {
  it('may be sent with the confirmation word and a password or a LinkedIn re-login', () => {
    expect(deleteReady(` ${DELETE_CONFIRMATION} `, 'secreto', false)).toBe(true);
    expect(deleteReady(DELETE_CONFIRMATION, '', true)).toBe(true);
    expect(deleteReady(DELETE_CONFIRMATION, '', false)).toBe(false);
    expect(deleteReady(DELETE_CONFIRMATION.toLowerCase() + 'x', 'secreto', true)).toBe(false);
  });

  it('sends the word trimmed and the password only when one was typed', () => {
    expect(deleteBody(` ${DELETE_CONFIRMATION} `, 'secreto')).toEqual({
      confirm: DELETE_CONFIRMATION,
      password: 'secreto',
    });
    expect(deleteBody(DELETE_CONFIRMATION, '')).toEqual({ confirm: DELETE_CONFIRMATION });
  });
});
