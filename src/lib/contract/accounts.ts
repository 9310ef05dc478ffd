/**
 * Accounts: who is an administrator, and how an account gets approved.
 *
 * Admins: the hooks keep `users.is_admin` from `isAdminAccount` and the API rules
 * read `is_admin`; the site and the tests use the same function.
 *
 * Approval (docs/DECISIONS.md § Approval from evidence): an account may write reviews once it
 * is approved. The evidence that approves it by itself is written here once; the hooks
 * (pb_hooks/lib/users.js) apply `automaticApproval` on the save that confirms the e-mail (or
 * that signs in with LinkedIn) and record the rule in `users.approved_by`; anything else waits
 * for an admin (`approved_by = 'admin'`, the admin in `users.approved_admin`).
 */

/** Admin = the `admin` role AND an e-mail in the company domain. */
export function isAdminAccount(roles: readonly string[], email: string, domain: string): boolean {
  const d = domain.trim().toLowerCase().replace(/^@/, '');
  return d !== '' && roles.includes('admin') && email.trim().toLowerCase().endsWith(`@${d}`);
}

/** The rules an account can be approved by, as stored in `users.approved_by`. */
export const APPROVAL_RULES = ['company_domain', 'invitation', 'linkedin', 'admin'] as const;
export type ApprovalRule = (typeof APPROVAL_RULES)[number];

/** The rules that approve without anyone's action. */
export const AUTOMATIC_APPROVAL_RULES: readonly ApprovalRule[] = [
  'company_domain',
  'invitation',
  'linkedin',
];

export function isApprovalRule(v: unknown): v is ApprovalRule {
  return typeof v === 'string' && (APPROVAL_RULES as readonly string[]).includes(v);
}

/** Spanish name of each rule (admin lists, dashboard, approval e-mail). */
export const APPROVAL_RULE_LABELS: Readonly<Record<ApprovalRule, string>> = {
  company_domain: 'Correo de empresa confirmado',
  invitation: 'Invitación de un proveedor',
  linkedin: 'Inicio de sesión con LinkedIn',
  admin: 'Revisión de un administrador',
};

/** What an e-mail's domain says about its owner. */
export type EmailDomainKind =
  /** A free-mail provider (the maintained list of src/lib/domain/free-mail.ts): anyone can open one. */
  | 'free'
  /** A name reserved by RFC 2606 / RFC 6761 (`example.com`, `*.test`, …): nobody's company. */
  | 'reserved'
  /** Anything else: an organisation's own domain. */
  | 'company';

/** Spanish name of each kind (the admins' pending list). */
export const EMAIL_DOMAIN_KIND_LABELS: Readonly<Record<EmailDomainKind, string>> = {
  free: 'Correo gratuito',
  reserved: 'Dominio reservado',
  company: 'Dominio de empresa',
};

const RESERVED_TLDS = ['test', 'example', 'invalid', 'localhost', 'local'];
const RESERVED_DOMAINS = ['example.com', 'example.net', 'example.org'];

/** The domain of an address, lower-cased ('' when there is none). */
export function emailDomainOf(email: string): string {
  const s = String(email ?? '')
    .trim()
    .toLowerCase();
  const at = s.lastIndexOf('@');
  return at < 0 ? '' : s.slice(at + 1).replace(/\.+$/, '');
}

/** `domain` and each parent domain of it (`mail.gmail.com` → `mail.gmail.com`, `gmail.com`). */
function withParents(domain: string): string[] {
  const parts = domain.split('.');
  const out: string[] = [];
  for (let i = 0; i < parts.length - 1; i++) out.push(parts.slice(i).join('.'));
  return out;
}

/**
 * The kind of an address's domain; `isFreeMailDomain` answers for one domain (the hooks pass
 * the maintained list's check). A subdomain of a free-mail or reserved domain is of its kind.
 */
export function emailDomainKind(
  email: string,
  isFreeMailDomain: (domain: string) => boolean,
): EmailDomainKind {
  const domain = emailDomainOf(email);
  if (!domain || !domain.includes('.')) return 'reserved';
  const tld = domain.slice(domain.lastIndexOf('.') + 1);
  const names = withParents(domain);
  if (RESERVED_TLDS.includes(tld) || names.some((n) => RESERVED_DOMAINS.includes(n))) {
    return 'reserved';
  }
  return names.some((n) => isFreeMailDomain(n)) ? 'free' : 'company';
}

/** What the server knows about an account when it decides whether it is approved by itself. */
export interface ApprovalEvidence {
  /** The e-mail is confirmed (through the link, or by the LinkedIn sign-in being made). */
  verified: boolean;
  /** This save is a LinkedIn sign-in that verified the e-mail. */
  linkedin: boolean;
  /** A provider's invitation to this very address is valid (not used, not expired). */
  invitation: boolean;
  /** The kind of the account's e-mail domain. */
  domainKind: EmailDomainKind;
}

/**
 * The rule that approves an account by itself, or null (it waits for an admin). Nothing is
 * approved before its e-mail is confirmed. When several apply, the first of LinkedIn,
 * invitation, company domain is recorded.
 */
export function automaticApproval(e: ApprovalEvidence): ApprovalRule | null {
  if (!e.verified) return null;
  if (e.linkedin) return 'linkedin';
  if (e.invitation) return 'invitation';
  if (e.domainKind === 'company') return 'company_domain';
  return null;
}
