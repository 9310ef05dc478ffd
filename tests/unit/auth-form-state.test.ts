import { describe, expect, it } from 'vitest';
import { auth as m } from '@/lib/messages/auth';
import {
  EMPTY_AUTH,
  addressOf,
  confirmationPath,
  modePath,
  signupBody,
  userTypeOf,
  validateAuthForm,
  type Mode,
} from '@/islands/auth/auth-state';

const filled = {
  email: 'ana@example.com',
  password: 'secreto1',
  linkedin: 'https://www.linkedin.com/in/ana-perez',
};

describe('the sign-in and sign-up form state', () => {
  it.each([
    ['login', {}, null],
    ['login', { email: '  ' }, m.allFields],
    ['login', { password: '' }, m.allFields],
    ['login', { linkedin: '', password: '1' }, null],
    ['signup', {}, null],
    ['signup', { linkedin: ' ' }, m.linkedinRequired],
    ['signup', { linkedin: 'https://example.com/ana' }, m.linkedinInvalidTitle],
    ['signup', { password: '12345' }, m.passwordMin],
    ['signup', { password: '123456' }, null],
  ] as const)('%s with %j: %j', (mode, change, title) => {
    expect(validateAuthForm(mode, { ...filled, ...change })?.title ?? null).toBe(title);
  });

  it('sends a sign-up with the e-mail in lower case, trimmed names and one LinkedIn form', () => {
    expect(addressOf({ email: '  Ana@Example.COM ' })).toBe('ana@example.com');
    expect(
      signupBody({
        ...EMPTY_AUTH,
        ...filled,
        email: ' Ana@Example.com',
        linkedin: 'linkedin.com/in/ana-perez',
        firstName: ' Ana ',
        lastName: ' Pérez',
        userType: 'provider',
      }),
    ).toEqual({
      email: 'ana@example.com',
      password: 'secreto1',
      passwordConfirm: 'secreto1',
      linkedin_url: 'https://www.linkedin.com/in/ana-perez',
      first_name: 'Ana',
      last_name: 'Pérez',
      user_type: 'provider',
    });
  });

  it.each([
    ['signup', '', '/auth/registro'],
    ['login', '?tipo=proveedor', '/auth'],
    ['signup', '?next=%2Finvitacion%2Fabc&x=1', '/auth/registro?next=%2Finvitacion%2Fabc'],
    ['login', '?next=/panel?a=1', '/auth?next=%2Fpanel%3Fa%3D1'],
  ] as const)('switching to %s from %j opens %s', (mode: Mode, search, path) => {
    expect(modePath(mode, search)).toBe(path);
  });

  it.each([
    ['', null],
    ['?tipo=proveedor', 'provider'],
    ['?tipo=otro', null],
  ])('the query %j opens the sign-up as %j', (search, type) => {
    expect(userTypeOf(search)).toBe(type);
  });

  it('sends a new account to wait for its e-mail with the address in the query', () => {
    expect(confirmationPath('ana+1@example.com')).toBe(
      '/email-confirmation?email=ana%2B1%40example.com',
    );
  });
});
