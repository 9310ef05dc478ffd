/** The card the account screens (/auth/recuperar, /auth/nueva-contrasena, …) sit in. */
import type { ReactNode } from 'react';

export function AuthCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="mx-auto w-full max-w-md px-4 py-12">
      <div className="rounded-2xl border border-slate-200 bg-white p-8 shadow-sm">
        <h1 className="text-2xl font-bold text-ink">{title}</h1>
        {children}
      </div>
    </div>
  );
}
