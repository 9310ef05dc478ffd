import { describe, expect, it } from 'vitest';
import type { AdminClaimRow } from '@/lib/contract/admin';
import { claimFacts, requestTerms } from '@/islands/admin/queue-cards';
import { claimsAdmin as c } from '@/lib/messages/provider-owner';

describe('claimFacts', () => {
  const row: AdminClaimRow = {
    id: 'c1',
    provider: 'p1',
    provider_name: 'Acme',
    provider_slug: 'acme',
    provider_website: 'https://acme.example',
    member_name: 'Ana Pérez',
    member_email: 'ana@correo.example',
    email: 'ana@acme.example',
    status: 'verified',
    created: '2026-01-05 10:00:00.000Z',
    verified_at: '2026-01-06 10:00:00.000Z',
    decided_at: '',
    decision_reason: '',
  };
  const base = [
    [c.claimedBy, 'Ana Pérez <ana@correo.example>'],
    [c.companyEmail, 'ana@acme.example'],
    [c.website, 'https://acme.example'],
  ];
  it.each([
    ['verified', {}, [...base, [c.verifiedOn, '6 de enero de 2026']]],
    ['not verified yet', { verified_at: '' }, [...base, [c.verifiedOn, '']]],
    [
      'approved',
      { status: 'approved', decided_at: '2026-01-08 10:00:00.000Z' },
      [...base, [c.verifiedOn, '6 de enero de 2026'], [c.decidedOn, '8 de enero de 2026']],
    ],
    [
      'refused with a reason',
      { status: 'refused', decided_at: '2026-01-08 10:00:00.000Z', decision_reason: 'No coincide' },
      [
        ...base,
        [c.verifiedOn, '6 de enero de 2026'],
        [c.decidedOn, '8 de enero de 2026'],
        [c.reason, 'No coincide'],
      ],
    ],
  ] as const)('%s', (_, patch, expected) => {
    expect(claimFacts({ ...row, ...patch })).toEqual(expected);
  });
});

describe('requestTerms', () => {
  const received = '2026-01-05 10:00:00.000Z';
  const now = new Date('2026-02-02T12:00:00Z'); // 2 de febrero, site time
  it.each([
    [
      'Colombia, access, late',
      { country: 'co', right: 'acceso', status: 'pending', due_on: '2026-02-01' },
      {
        law: 'Colombia',
        right: 'Acceso (saber qué datos tenemos y obtener una copia)',
        term: '10 días hábiles',
        ruleLaw: 'Ley Estatutaria 1581 de 2012',
        overdue: true,
      },
    ],
    [
      'Argentina, rectification, due today',
      { country: 'ar', right: 'rectificacion', status: 'pending', due_on: '2026-02-02' },
      {
        law: 'Argentina',
        right: 'Rectificación (corregir datos inexactos o incompletos)',
        term: '5 días hábiles',
        ruleLaw: 'Ley 25.326 de Protección de los Datos Personales',
        overdue: false,
      },
    ],
    [
      'unknown country and right, answered late',
      { country: 'zz', right: 'zz', status: 'answered', due_on: '2026-01-10' },
      {
        law: 'Otros países',
        right: 'Otra solicitud sobre mis datos',
        term: '30 días hábiles',
        ruleLaw: 'La normativa de protección de datos de tu país',
        overdue: false,
      },
    ],
  ] as const)('%s', (_, patch, expected) => {
    expect(requestTerms({ created: received, ...patch }, now)).toEqual(expected);
  });
});
