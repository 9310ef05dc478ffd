/** The narrow centred frame of the claim and request screens. */
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
