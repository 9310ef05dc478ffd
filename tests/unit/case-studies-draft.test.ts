// The case-study form's rules (src/islands/provider-form/case-studies.ts).
import { describe, expect, it } from 'vitest';
import { BLANK_CASE, caseBody, caseDraftOf } from '@/islands/provider-form/case-studies';
import type { CaseStudiesRecord } from '@/lib/contract/records.gen';
import { profileEditorMessages as m } from '@/lib/messages/profile-editor';

describe('a case study being written', () => {
  it('starts empty and published', () => {
    expect(BLANK_CASE).toMatchObject({ id: null, title: '', published: true });
  });

  it('refuses a save without a title (spaces are not one) and sends nothing', () => {
    expect(caseBody({ ...BLANK_CASE, title: '   ', summary: 'x' })).toEqual({
      problem: m.caseTitleRequired,
    });
  });

  it('sends every text trimmed, with the published choice', () => {
    expect(
      caseBody({
        ...BLANK_CASE,
        id: 'c1',
        title: ' Nómina de 3 plantas ',
        client_name: ' Aceros del Norte ',
        summary: ' Migramos la nómina. ',
        results: ' 0 errores de timbrado ',
        published: false,
      }),
    ).toEqual({
      body: {
        title: 'Nómina de 3 plantas',
        client_name: 'Aceros del Norte',
        summary: 'Migramos la nómina.',
        results: '0 errores de timbrado',
        published: false,
      },
    });
  });

  it('opens an existing one with its own fields', () => {
    const record = {
      id: 'c9',
      provider: 'p1',
      title: 'T',
      client_name: 'C',
      summary: 'S',
      results: 'R',
      published: false,
      created: '',
      updated: '',
    } as unknown as CaseStudiesRecord;
    expect(caseDraftOf(record)).toEqual({
      id: 'c9',
      title: 'T',
      client_name: 'C',
      summary: 'S',
      results: 'R',
      published: false,
    });
  });
});
