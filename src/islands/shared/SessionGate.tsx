/**
 * The one gate of the member screens that answer a visitor without a session with a sign-in
 * prompt (not a redirect): /favorites and /provider-dashboard. Decided once, from the stored
 * session, before the first render; the screen itself (`children`) mounts only for a member,
 * so its data hooks never run for a visitor. Screens that redirect instead use
 * useRequireSession (./use-session.ts).
 */
import { useState, type ReactNode } from 'react';
import { hasSession } from '@/lib/stores/session';
import { primaryButton } from './ui';

export interface SignInPromptCopy {
  /** The heading; none: the text alone. */
  title?: string;
  text: string;
  linkLabel: string;
}

export function SignInPrompt({ title, text, linkLabel }: SignInPromptCopy) {
  return (
    <div className="container-page max-w-xl py-16 text-center">
      {title ? (
        <>
          <h1 className="text-2xl font-bold text-ink">{title}</h1>
          <p className="mt-2 text-slate-600">{text}</p>
        </>
      ) : (
        <p className="text-slate-700">{text}</p>
      )}
      <a href="/auth" className={`${primaryButton} mt-6`}>
        {linkLabel}
      </a>
    </div>
  );
}

export function SessionGate({
  prompt,
  children,
}: {
  prompt: SignInPromptCopy;
  children: ReactNode;
}) {
  const [signedIn] = useState(() => hasSession());
  return signedIn ? children : <SignInPrompt {...prompt} />;
}
