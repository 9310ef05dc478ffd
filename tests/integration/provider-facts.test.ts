// Provider facts: the server validates every value (a Spanish message per bad
// value, nothing stored), dates the last change itself, and only the owner or an admin writes.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonymous,
  errorOf,
  makeProvider,
  makeUser,
  statusOf,
  superuser,
  type Actor,
} from './helpers';
import { errorCodeOf } from '../../src/lib/contract/errors';
import { EMPTY_FACTS, readFacts } from '../../src/lib/contract/provider-facts';

const GOOD = {
  countries: ['MX', 'CO', 'CL'],
  sizes: ['51-200', '11-50'],
  pricing_models: ['per_employee_month'],
  prices: [
    { country: 'MX', model: 'per_employee_month', currency: 'MXN', min: 80, max: 150 },
    { country: 'CO', model: 'per_employee_month', currency: 'USD', min: 4, max: 9 },
  ],
  obligations: ['previred', 'cfdi_nomina', 'pila'],
  integrations: ['BUK', ' SAP  SuccessFactors '],
};

let owner: Actor;
let other: Actor;
let admin: Actor;
let provider: { id: string };

beforeAll(async () => {
  owner = await makeUser({ user_type: 'provider', roles: ['provider'] });
  other = await makeUser({ user_type: 'provider', roles: ['provider'] });
  admin = await makeUser({ email: `admin-${Date.now()}@lapieza.io`, roles: ['admin'] });
  provider = await makeProvider(owner.id);
});

const stored = async () => superuser().collection('providers').getOne(provider.id);

describe('provider facts: validation', () => {
  it('stores valid facts normalized (list order, no duplicates, trimmed) and dates them', async () => {
    const saved = await owner.pb.collection('providers').update(provider.id, {
      facts: GOOD,
      facts_updated: '2001-01-01 00:00:00.000Z',
    });
    expect(saved['facts']).toEqual({
      countries: ['MX', 'CO', 'CL'],
      sizes: ['11-50', '51-200'],
      pricing_models: ['per_employee_month'],
      prices: GOOD.prices,
      obligations: ['cfdi_nomina', 'pila', 'previred'],
      integrations: ['BUK', 'SAP SuccessFactors'],
    });
    // The date is the server's, not the one the client sent.
    const updated = new Date(String(saved['facts_updated']).replace(' ', 'T'));
    expect(Math.abs(Date.now() - updated.getTime())).toBeLessThan(60_000);
  });

  it('keeps the date when a save does not change the facts', async () => {
    const before = await stored();
    await new Promise((r) => setTimeout(r, 1100));
    await owner.pb
      .collection('providers')
      .update(provider.id, { description: 'Otra descripción de servicios de nómina.' });
    expect((await stored())['facts_updated']).toBe(before['facts_updated']);
  });

  const BAD: [string, Record<string, unknown>, string, string][] = [
    [
      'an unknown country',
      { countries: ['MX', 'XX'] },
      'facts_country_invalid',
      '"XX" no es un país de la lista.',
    ],
    [
      'an unknown company size',
      { sizes: ['5-7'] },
      'facts_size_invalid',
      '"5-7" no es un tamaño de empresa de la lista.',
    ],
    [
      'an unknown pricing model',
      { pricing_models: ['gratis'] },
      'facts_pricing_model_invalid',
      '"gratis" no es un modelo de precio de la lista.',
    ],
    [
      'a currency of another country',
      {
        countries: ['CL'],
        pricing_models: ['monthly_fee'],
        prices: [{ country: 'CL', model: 'monthly_fee', currency: 'MXN', min: 1, max: 2 }],
      },
      'facts_currency_invalid',
      'La moneda "MXN" no corresponde a Chile: usa su moneda local o USD.',
    ],
    [
      'a range whose minimum exceeds its maximum',
      {
        countries: ['MX'],
        pricing_models: ['per_project'],
        prices: [{ country: 'MX', model: 'per_project', currency: 'MXN', min: 900, max: 100 }],
      },
      'facts_price_range_invalid',
      'El rango de precio 900–100 no es válido',
    ],
    [
      'a negative amount',
      {
        countries: ['MX'],
        pricing_models: ['per_project'],
        prices: [{ country: 'MX', model: 'per_project', currency: 'MXN', min: -1, max: 100 }],
      },
      'facts_price_range_invalid',
      'El rango de precio -1–100 no es válido',
    ],
    [
      'a price in a country not served',
      {
        countries: ['MX'],
        pricing_models: ['per_project'],
        prices: [{ country: 'PE', model: 'per_project', currency: 'PEN', min: 1, max: 2 }],
      },
      'facts_price_country',
      'Hay un precio para Perú, pero Perú no está entre los países que atiendes.',
    ],
    [
      'an obligation not in the list',
      { countries: ['MX'], obligations: ['sat_total'] },
      'facts_obligation_invalid',
      '"sat_total" no es una obligación local de la lista.',
    ],
    [
      'an obligation of a country not served',
      { countries: ['MX'], obligations: ['previred'] },
      'facts_obligation_country',
      'La obligación Previred es de Chile: agrega Chile a los países que atiendes.',
    ],
    [
      'an empty integration',
      { integrations: ['  '] },
      'facts_integration_invalid',
      'La integración "  " no es válida',
    ],
    [
      'a list that is not a list',
      { countries: 'MX' },
      'facts_shape',
      'Los datos del proveedor deben enviarse como listas del formulario.',
    ],
  ];

  it.each(BAD)(
    'refuses %s with its Spanish message and stores nothing',
    async (_, facts, code, text) => {
      const before = await stored();
      const err = await errorOf(
        owner.pb
          .collection('providers')
          .update(provider.id, { facts, description: 'Cambio que no debe guardarse.' }),
      );
      expect(err.status).toBe(400);
      expect(errorCodeOf(err)).toBe('facts_invalid');
      expect(err.message).toContain(text);
      const fields = Object.entries(
        err.response['data'] as Record<string, { code: string; message: string }>,
      ).filter(([k]) => k.startsWith('facts.'));
      expect(fields.length).toBe(1);
      expect(fields[0]![1].code).toBe(code);
      expect(fields[0]![1].message).toContain(text);
      const after = await stored();
      expect(after['facts']).toEqual(before['facts']);
      expect(after['description']).toBe(before['description']);
    },
  );

  it('names every bad value, not only the first', async () => {
    const err = await errorOf(
      owner.pb.collection('providers').update(provider.id, {
        facts: { countries: ['MX', 'ZZ', 'QQ'], sizes: ['huge'], obligations: ['esocial'] },
      }),
    );
    const data = err.response['data'] as Record<string, { code: string; message: string }>;
    expect(data['facts.countries.1']?.message).toBe('"ZZ" no es un país de la lista.');
    expect(data['facts.countries.2']?.message).toBe('"QQ" no es un país de la lista.');
    expect(data['facts.sizes.0']?.code).toBe('facts_size_invalid');
    expect(data['facts.obligations.0']?.message).toBe(
      'La obligación eSocial es de Brasil: agrega Brasil a los países que atiendes.',
    );
  });

  it('validates the facts of a new provider too', async () => {
    const someone = await makeUser({ user_type: 'provider', roles: ['provider'] });
    const err = await errorOf(
      someone.pb.collection('providers').create({
        company_name: `Nuevo ${Date.now()}`,
        description: 'Servicios de nómina.',
        headquarters_country: 'México',
        categories: ['payroll'],
        facts: { countries: ['MX'], sizes: ['enorme'] },
      }),
    );
    expect(errorCodeOf(err)).toBe('facts_invalid');
    const list = await superuser()
      .collection('providers')
      .getList(1, 1, {
        filter: superuser().filter('user = {:u}', { u: someone.id }),
      });
    expect(list.totalItems).toBe(0);
  });
});

describe('provider facts: who may write them', () => {
  const facts = { countries: ['PE'], obligations: ['plame'] };

  it('refuses a visitor without a session, another provider owner and a member', async () => {
    const hr = await makeUser();
    for (const pb of [anonymous(), other.pb, hr.pb]) {
      expect(await statusOf(pb.collection('providers').update(provider.id, { facts }))).toBe(404);
    }
    expect((await stored())['facts']).not.toEqual(expect.objectContaining({ countries: ['PE'] }));
  });

  it('lets an admin write them, dated by the server', async () => {
    const saved = await admin.pb.collection('providers').update(provider.id, { facts });
    expect(saved['facts']).toEqual(
      expect.objectContaining({ countries: ['PE'], obligations: ['plame'] }),
    );
    expect(saved['facts_updated']).not.toBe('');
  });

  it('shows them to everyone on a public provider', async () => {
    const seen = await anonymous().collection('providers').getOne(provider.id);
    expect(seen['facts']).toEqual(expect.objectContaining({ countries: ['PE'] }));
  });
});

describe("provider facts: the web server's bulk read", () => {
  it('carries the facts of every public provider, and none for one that declared nothing', async () => {
    const bare = await makeProvider(owner.id);
    const rows = await superuser().send<{ id: string; facts: unknown }[]>(
      '/api/lp/providers/public',
      { query: { fields: 'id,facts', ids: `${provider.id},${bare.id}` } },
    );
    const byId = new Map(rows.map((r) => [r.id, r.facts]));
    expect(byId.get(provider.id)).toEqual(expect.objectContaining({ countries: ['PE'] }));
    expect(readFacts(byId.get(bare.id))).toEqual(EMPTY_FACTS);
  });
});
