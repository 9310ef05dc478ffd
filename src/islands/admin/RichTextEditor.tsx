/**
 * Quill 2 with the spec's full toolbar (§2). Quill and its snow theme are imported only
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
