// The approval policy (docs/DECISIONS.md § Approval from evidence): which evidence approves an
// account by itself, the kinds of e-mail domain against the maintained free-mail list, and the
// approval e-mail's reason per rule.
import { describe, expect, it } from 'vitest';
import {
  APPROVAL_RULES,
  APPROVAL_RULE_LABELS,
  automaticApproval,
  emailDomainKind,
  emailDomainOf,
} from '@/lib/contract/accounts';
import { emailDomainKindOf, isFreeMailDomain } from '@/lib/domain/free-mail';
import { approvalMail } from '@/lib/domain/mail/approval-mail';

describe('emailDomainKind', () => {
  it('reads free-mail providers from the maintained list, subdomains included', () => {
    for (const d of ['gmail.com', 'hotmail.com', 'outlook.com', 'yahoo.com.mx', 'icloud.com']) {
      expect(isFreeMailDomain(d)).toBe(true);
    }
    expect(emailDomainKindOf('Ana@GMAIL.com')).toBe('free');
    expect(emailDomainKindOf('ana@mx.hotmail.com')).toBe('free');
  });

  it('calls reserved names nobody’s company', () => {
    for (const e of ['a@example.com', 'a@sub.example.org', 'a@e2e.test', 'a@x.invalid', 'a@host']) {
      expect(emailDomainKindOf(e)).toBe('reserved');
    }
  });

  it('calls any other domain a company’s', () => {
    expect(emailDomainKindOf('rh@talento.mx')).toBe('company');
    expect(emailDomainKindOf('rrhh@demo.lapieza.io')).toBe('company');
    expect(emailDomainKind('x@gmail.com', () => false)).toBe('company');
    expect(emailDomainOf(' Ana@Talento.MX ')).toBe('talento.mx');
  });
});

describe('automaticApproval', () => {
  const base = { verified: true, linkedin: false, invitation: false, domainKind: 'free' } as const;

  it('approves nothing before the e-mail is confirmed', () => {
    for (const e of [
      { ...base, verified: false, linkedin: true },
      { ...base, verified: false, invitation: true },
      { ...base, verified: false, domainKind: 'company' as const },
    ]) {
      expect(automaticApproval(e)).toBeNull();
    }
  });

  it('approves by LinkedIn, then an invitation, then a company domain; a free-mail one waits', () => {
    expect(automaticApproval({ ...base, linkedin: true, invitation: true })).toBe('linkedin');
    expect(automaticApproval({ ...base, invitation: true, domainKind: 'company' })).toBe(
      'invitation',
    );
    expect(automaticApproval({ ...base, domainKind: 'company' })).toBe('company_domain');
    expect(automaticApproval(base)).toBeNull();
    expect(automaticApproval({ ...base, domainKind: 'reserved' })).toBeNull();
  });

  it('has a Spanish label for every rule', () => {
    for (const r of APPROVAL_RULES) expect(APPROVAL_RULE_LABELS[r]).toMatch(/\S/);
  });
});

describe('approvalMail', () => {
  const site = { brand: 'LaPieza', firstName: 'Ana', siteUrl: 'https://x.io' };

  it('says which rule approved the account', () => {
    expect(approvalMail({ ...site, rule: 'company_domain', domain: 'talento.mx' }).text).toContain(
      'Confirmaste tu correo de empresa (talento.mx), así que tu cuenta de LaPieza quedó aprobada automáticamente.',
    );
    const invited = approvalMail({ ...site, rule: 'invitation', providerName: 'Nómina <Ágil>' });
    expect(invited.text).toContain('Confirmaste el correo al que Nómina <Ágil> te invitó');
    expect(invited.html).toContain('Nómina &lt;Ágil&gt;');
    expect(invited.text).toContain('Aprobada por: Invitación de un proveedor.');
    const admin = approvalMail(site);
    expect(admin.text).toContain('Revisamos tu perfil y aprobamos tu cuenta de LaPieza.');
    expect(admin.text).toContain('Aprobada por: Revisión de un administrador.');
  });
});
