/**
 * Free-mail domains: HubSpot's list of free e-mail providers, maintained as the npm package
 * `free-email-domains-typescript` (docs/DECISIONS.md § Approval from evidence). Only the
 * hooks use it (bundled into domain.gen.js): no page or island imports this file.
 */
import { freeEmailDomains } from 'free-email-domains-typescript';
import { emailDomainKind, type EmailDomainKind } from '../contract/accounts';

const FREE = new Set(freeEmailDomains.map((d) => d.toLowerCase()));

/** Whether `domain` (exactly) is a free-mail provider's. */
export function isFreeMailDomain(domain: string): boolean {
  return FREE.has(String(domain).toLowerCase());
}

/** The kind of an address's domain against the maintained list. */
export function emailDomainKindOf(email: string): EmailDomainKind {
  return emailDomainKind(email, isFreeMailDomain);
}
