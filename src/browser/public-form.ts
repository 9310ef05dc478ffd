/**
 * The script of the public forms (/contacto, /privacidad/solicitud): asks PocketBase for the
 * signed start token, checks the fields with the same rules as the server
 * (src/lib/domain/public-forms.ts), sends them as JSON and shows the answer: a Spanish error
 * under each bad field, or the confirmation. Without JavaScript the submit button stays
 * disabled and the page's <noscript> note offers the support address instead.
 */
import { errorText, isErrorCode, type ErrorCode } from '@/lib/contract/errors';
import { API, type AnswerOf } from '@/lib/contract/api-routes';
import { FORM_TOKEN_FIELD, checkContact, checkPrivacyRequest } from '@/lib/domain/public-forms';
import { formatDayEs } from '@/lib/domain/dates';
import { publicForms as m } from '@/lib/messages/public-forms';
import { backend } from '@/lib/messages/common';

type Kind = 'contact' | 'privacy';

const NETWORK = backend.network;
const RATE_LIMITED =
  'Demasiados envíos desde tu conexión. Espera unos minutos e inténtalo de nuevo.';

function pbUrl(): string {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="pb-url"]')?.content;
  return (meta || 'http://127.0.0.1:8090').replace(/\/+$/, '');
}

function values(form: HTMLFormElement): Record<string, string> {
  const out: Record<string, string> = {};
  new FormData(form).forEach((v, k) => {
    out[k] = typeof v === 'string' ? v : '';
  });
  return out;
}

/** Shows `code`'s text under field `name` (or clears it with null). */
function fieldError(form: HTMLFormElement, name: string, code: ErrorCode | null): void {
  const input = form.elements.namedItem(name);
  const box = form.querySelector<HTMLElement>(`[data-error-for="${name}"]`);
  if (!(input instanceof HTMLElement) || !box) return;
  box.textContent = code ? errorText(code) : '';
  box.hidden = !code;
  if (code) input.setAttribute('aria-invalid', 'true');
  else input.removeAttribute('aria-invalid');
}

function showErrors(form: HTMLFormElement, errors: Record<string, ErrorCode>): void {
  form.querySelectorAll<HTMLElement>('[data-error-for]').forEach((box) => {
    fieldError(form, box.dataset.errorFor ?? '', errors[box.dataset.errorFor ?? ''] ?? null);
  });
  const first = Object.keys(errors)[0];
  const input = first ? form.elements.namedItem(first) : null;
  if (input instanceof HTMLElement) input.focus();
}

async function loadToken(form: HTMLFormElement): Promise<void> {
  const field = form.elements.namedItem(FORM_TOKEN_FIELD);
  if (!(field instanceof HTMLInputElement)) return;
  try {
    const res = await fetch(`${pbUrl()}${API.formToken()}`, { cache: 'no-store' });
    const body = (await res.json()) as Partial<AnswerOf<typeof API.formToken>>;
    field.value = body.token ?? '';
  } catch {
    field.value = '';
  }
}

export function initPublicForm(form: HTMLFormElement): void {
  const kind = form.dataset.form as Kind;
  const status = form.querySelector<HTMLElement>('[data-form-status]');
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]');
  const label = submit?.textContent ?? '';
  const say = (text: string, tone: 'ok' | 'error') => {
    if (!status) return;
    status.textContent = text;
    status.dataset.tone = tone;
  };
  void loadToken(form);
  if (submit) submit.disabled = false;

  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void send();
  });

  async function send(): Promise<void> {
    if (!submit || submit.disabled) return;
    const data = values(form);
    const checked = kind === 'contact' ? checkContact(data) : checkPrivacyRequest(data);
    const errors = checked.errors as Record<string, ErrorCode>;
    showErrors(form, errors);
    if (Object.keys(errors).length > 0) {
      say(m.fixErrors, 'error');
      return;
    }
    submit.disabled = true;
    submit.textContent = m.sending;
    try {
      const endpoint = kind === 'contact' ? API.contact() : API.privacyRequests();
      const res = await fetch(`${pbUrl()}${endpoint}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify(data),
      });
      const body = (await res.json().catch(() => ({}))) as {
        due_on?: string;
        data?: Record<string, { code?: string }>;
      };
      if (res.ok) {
        form.reset();
        showErrors(form, {});
        say(
          kind === 'contact' ? m.contactSent : m.privacySent(formatDayEs(body.due_on ?? '')),
          'ok',
        );
        status?.focus();
        void loadToken(form);
        return;
      }
      if (res.status === 429) {
        say(RATE_LIMITED, 'error');
        return;
      }
      const fields: Record<string, ErrorCode> = {};
      for (const [k, v] of Object.entries(body.data ?? {})) {
        if (k !== 'error' && isErrorCode(v?.code)) fields[k] = v.code;
      }
      showErrors(form, fields);
      const code = body.data?.['error']?.code;
      say(isErrorCode(code) ? errorText(code) : NETWORK, 'error');
      if (code === 'form_expired') void loadToken(form);
    } catch {
      say(NETWORK, 'error');
    } finally {
      submit.disabled = false;
      submit.textContent = label;
    }
  }
}

export function initPublicForms(): void {
  document
    .querySelectorAll<HTMLFormElement>('form[data-form]')
    .forEach((form) => initPublicForm(form));
}
