/** How a review's author is shown (cards of the provider page and of /reviews). */
export interface ReviewerFields {
  first_name: string;
  last_name: string;
  job_title: string;
  company_name: string;
}

/**
 * Name, "cargo en empresa" and initials of an author; empty name and "?" for an anonymous
 * review (null).
 */
export function reviewerDisplay(who: ReviewerFields | null): {
  name: string;
  role: string;
  initials: string;
} {
  const name = who ? `${who.first_name} ${who.last_name}`.trim() : '';
  const role = who
    ? [who.job_title, who.company_name]
        .filter(Boolean)
        .join(who.job_title && who.company_name ? ' en ' : '')
    : '';
  const initials = name
    ? name
        .split(/\s+/)
        .slice(0, 2)
        .map((w) => w[0]?.toUpperCase() ?? '')
        .join('')
    : '?';
  return { name, role, initials };
}
