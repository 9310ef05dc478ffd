/**
 * Quill 2 with the spec's full toolbar. Quill and its snow theme are imported only
 * when this component mounts, so no other page or tab downloads them.
 */
import { useEffect, useRef, useState } from 'react';
import type Quill from 'quill';
// Only the URL: a CSS import would put the theme on the panel page itself.
import snowCssUrl from 'quill/dist/quill.snow.css?url';
import { messages } from '@/lib/messages';
import { Spinner } from '../shared/ui';

export const TOOLBAR = [
  [{ header: [1, 2, 3, 4, 5, 6, false] }],
  [{ font: [] }],
  [{ size: ['small', false, 'large', 'huge'] }],
  ['bold', 'italic', 'underline', 'strike'],
  ['blockquote', 'code-block'],
  [{ list: 'ordered' }, { list: 'bullet' }],
  [{ indent: '-1' }, { indent: '+1' }],
  ['link', 'image', 'video'],
  [{ align: [] }],
  [{ color: [] }, { background: [] }],
  ['clean'],
];

/** Adds the stylesheet once and resolves when it has loaded (or failed: Quill still works). */
function loadStylesheet(href: string): Promise<void> {
  const existing = document.querySelector<HTMLLinkElement>(`link[data-quill-theme]`);
  if (existing) return Promise.resolve();
  return new Promise((resolve) => {
    const link = document.createElement('link');
    link.rel = 'stylesheet';
    link.href = href;
    link.dataset['quillTheme'] = '';
    link.onload = () => resolve();
    link.onerror = () => resolve();
    document.head.append(link);
  });
}

/**
 * Quill's snow theme writes its picker entries and its link dialog in English through CSS
 * `content`. Picker entries show their `data-label` instead when one is set (the theme's own
 * rule), so each gets its Spanish name; the dialog's texts are overridden by a style sheet
 * built from the messages; toolbar buttons get a Spanish tooltip and accessible name.
 */
function translateToolbar(root: HTMLElement): void {
  const m = messages.admin;
  for (const picker of root.querySelectorAll('.ql-picker')) {
    const format = [...picker.classList]
      .find((c) => c.startsWith('ql-') && c !== 'ql-picker' && !c.endsWith('-picker'))
      ?.slice(3);
    const names = format ? m.editorPickerItems[format] : undefined;
    if (!names) continue;
    const iconOnly = picker.classList.contains('ql-icon-picker');
    for (const item of picker.querySelectorAll('.ql-picker-item')) {
      const name = names[item.getAttribute('data-value') ?? ''];
      if (!name) continue;
      if (iconOnly) {
        item.setAttribute('aria-label', name);
        item.setAttribute('title', name);
      } else item.setAttribute('data-label', name);
    }
    const label = picker.querySelector('.ql-picker-label');
    const current = label?.getAttribute('data-value') ?? '';
    if (label && !iconOnly && names[current]) label.setAttribute('data-label', names[current]);
  }
  for (const button of root.querySelectorAll<HTMLButtonElement>('.ql-toolbar button')) {
    const format = [...button.classList].find((c) => c.startsWith('ql-'))?.slice(3) ?? '';
    const value = button.value;
    const name = m.editorButtons[value ? `${format}:${value}` : format] ?? m.editorButtons[format];
    if (!name) continue;
    button.setAttribute('aria-label', name);
    button.setAttribute('title', name);
  }
  const input = root.querySelector<HTMLInputElement>('.ql-tooltip input[type=text]');
  input?.setAttribute('data-link', m.editorTooltip.linkPlaceholder);
  input?.setAttribute('data-video', m.editorTooltip.videoPlaceholder);
  if (!document.querySelector('style[data-quill-es]')) {
    const t = m.editorTooltip;
    const q = (text: string) => JSON.stringify(text);
    const style = document.createElement('style');
    style.dataset['quillEs'] = '';
    style.textContent = [
      `.ql-snow .ql-tooltip::before{content:${q(t.visit)}}`,
      `.ql-snow .ql-tooltip a.ql-action::after{content:${q(t.edit)}}`,
      `.ql-snow .ql-tooltip a.ql-remove::before{content:${q(t.remove)}}`,
      `.ql-snow .ql-tooltip.ql-editing a.ql-action::after{content:${q(t.save)}}`,
      `.ql-snow .ql-tooltip[data-mode=link]::before{content:${q(t.enterLink)}}`,
      `.ql-snow .ql-tooltip[data-mode=video]::before{content:${q(t.enterVideo)}}`,
    ].join('\n');
    document.head.append(style);
  }
}

interface Props {
  /** The HTML to start from (read once, on mount). */
  initialHtml: string;
  onChange: (html: string) => void;
  labelledBy: string;
}

export function RichTextEditor({ initialHtml, onChange, labelledBy }: Props) {
  const host = useRef<HTMLDivElement>(null);
  const quill = useRef<Quill | null>(null);
  const changed = useRef(onChange);
  const initial = useRef(initialHtml);
  const [ready, setReady] = useState(false);
  changed.current = onChange;

  useEffect(() => {
    let cancelled = false;
    const el = host.current;
    void (async () => {
      const [{ default: QuillCtor }] = await Promise.all([
        import('quill'),
        loadStylesheet(snowCssUrl),
      ]);
      if (cancelled || !el) return;
      const target = document.createElement('div');
      el.append(target);
      const q = new QuillCtor(target, {
        theme: 'snow',
        modules: { toolbar: TOOLBAR },
        placeholder: messages.admin.postContent,
      });
      if (initial.current) q.clipboard.dangerouslyPasteHTML(initial.current, 'silent');
      q.root.setAttribute('aria-labelledby', labelledBy);
      q.root.setAttribute('role', 'textbox');
      q.root.setAttribute('aria-multiline', 'true');
      // Quill's pickers are role=button spans without a name: name them after their format.
      for (const picker of el.querySelectorAll('.ql-picker')) {
        const format = [...picker.classList]
          .find((c) => c.startsWith('ql-') && c !== 'ql-picker' && !c.endsWith('-picker'))
          ?.slice(3);
        const label = picker.querySelector('.ql-picker-label');
        if (format && label && !label.hasAttribute('aria-label')) {
          label.setAttribute('aria-label', messages.admin.editorPickers[format] ?? format);
        }
      }
      translateToolbar(el);
      q.on('text-change', () => changed.current(q.root.innerHTML));
      quill.current = q;
      setReady(true);
    })().catch((err: unknown) => console.error('[admin] editor load', err));
    return () => {
      cancelled = true;
      quill.current = null;
      // Quill puts its toolbar next to the target: clear everything it added.
      if (el) el.replaceChildren();
    };
  }, [labelledBy]);

  return (
    <div className="rounded-lg bg-white" data-testid="post-editor-content">
      {!ready && <Spinner label={messages.admin.editorLoading} />}
      <div ref={host} className="[&_.ql-editor]:min-h-64" />
    </div>
  );
}
