/** The narrow centred frame of the claim and request screens, and the parts they share. */
import type { ReactNode } from 'react';
import { cardClass } from '../shared/ui';

export function Centered({ children }: { children: ReactNode }) {
  return (
    <div className="container-page max-w-xl py-12">
      <div className={cardClass}>{children}</div>
    </div>
  );
}

/** A message with one link under it (sign in, back to the profile). */
export function Notice({ text, href, link }: { text: string; href: string; link: string }) {
  return (
    <Centered>
      <p className="text-slate-700">{text}</p>
      <a href={href} className="mt-4 inline-block font-semibold text-brand-700 underline">
        {link}
      </a>
    </Centered>
  );
}

/** What takes the form's place once the server has accepted it. */
export function Sent({ title, text }: { title: string; text: string }) {
  return (
    <div role="status" className="mt-4">
      <p className="font-semibold text-ink">{title}</p>
      <p className="mt-1 text-slate-700">{text}</p>
    </div>
  );
}
