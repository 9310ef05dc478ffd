/** The languages of a profile: a list with add and remove. */
import { useState } from 'react';
import { profileEditorMessages as m } from '@/lib/messages/profile-editor';
import { inputClass, labelClass, secondaryButton } from '../shared/ui';
import { withLanguage } from './state';

export default function LanguagesField({
  value,
  onChange,
}: {
  value: string[];
  onChange: (next: string[]) => void;
}) {
  const [draft, setDraft] = useState('');
  const add = () => {
    onChange(withLanguage(value, draft));
    setDraft('');
  };
  return (
    <fieldset data-languages>
      <legend className={labelClass}>{m.languages}</legend>
      <p className="mt-1 text-xs text-slate-500">{m.languagesHint}</p>
      {value.length === 0 ? (
        <p className="mt-2 text-sm text-slate-500">{m.noLanguages}</p>
      ) : (
        <ul className="mt-2 flex flex-wrap gap-2">
          {value.map((l) => (
            <li
              key={l}
              className="inline-flex items-center gap-1 rounded-full bg-slate-100 py-1 pr-1 pl-3 text-sm text-slate-800"
            >
              {l}
              <button
                type="button"
                className="rounded-full px-2 text-slate-500 hover:bg-slate-200 hover:text-slate-900"
                aria-label={m.removeLanguage(l)}
                onClick={() => onChange(value.filter((x) => x !== l))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="mt-2 flex max-w-sm gap-2">
        <input
          className={inputClass}
          aria-label={m.newLanguage}
          value={draft}
          maxLength={40}
          onChange={(e) => setDraft(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') {
              e.preventDefault();
              add();
            }
          }}
        />
        <button type="button" className={secondaryButton} onClick={add}>
          {m.addLanguage}
        </button>
      </div>
    </fieldset>
  );
}
