/**
 * Brings the provider page's member controls alive (the page renders them as placeholders,
 * see src/components/ProviderPage.astro):
 *   [data-favorite-toggle][data-provider-id]  heart toggle (aria-pressed, [data-favorite-label])
 *   [data-favorite-count][data-provider-id]   "N favoritos", kept live
 *   [data-write-review]                       shown to members by CSS already; a pending
 *                                             account gets a disabled button and the reason
 *   [data-report-review] form[data-report-form] report a review
 *   button[data-helpful-toggle=<review id>]   "Útil" vote toggle
 * Loaded only when a session is stored (see ProviderMemberControls.astro), so visitors never
 * download the SDK.
 */
import { getPb } from '@/lib/pb-client';
import { session as auth } from '@/lib/messages/session';
import { favorites } from '@/lib/messages/favorites';
import { plural } from '@/lib/domain/plural';
import { startSession } from '@/lib/stores/session';
import { toastError, toastSuccess } from '@/lib/stores/toast';
import { moderation } from '@/lib/messages/moderation';
import { errorMessage } from '@/lib/backend-errors';
import { pendingAccounts } from '@/lib/messages/pending-accounts';
import { pendingReason } from '@/lib/domain/account-state';

const m = favorites;
/** Other members' favourites are not visible to us: re-read the public count this often. */
const POLL_MS = 30_000;

function renderCount(providerId: string, count: number): void {
  for (const el of document.querySelectorAll<HTMLElement>(
    `[data-favorite-count][data-provider-id="${CSS.escape(providerId)}"]`,
  )) {
    el.dataset['count'] = String(count);
    el.textContent = plural(count, 'favorito', 'favoritos');
  }
}

function renderToggle(button: HTMLButtonElement, on: boolean): void {
  button.setAttribute('aria-pressed', String(on));
  button.dataset['favorited'] = String(on);
  const label = button.querySelector<HTMLElement>('[data-favorite-label]');
  if (label) label.textContent = on ? m.remove : m.add;
  const icon = button.querySelector('svg');
  icon?.setAttribute('fill', on ? 'currentColor' : 'none');
}

async function refreshCount(providerId: string): Promise<void> {
  try {
    const p = await getPb()
      .collection('providers')
      .getOne<{ favorites_count: number }>(providerId, { fields: 'id,favorites_count' });
    renderCount(providerId, p.favorites_count ?? 0);
  } catch (err) {
    console.error('[favorites] count', err);
  }
}

async function mountToggle(button: HTMLButtonElement): Promise<void> {
  const providerId = button.dataset['providerId'];
  if (!providerId) return;
  const pb = getPb();
  const userId = pb.authStore.record?.id;
  let favoriteId: string | null = null;
  if (userId) {
    try {
      const list = await pb.collection('user_favorites').getList(1, 1, {
        filter: pb.filter('user = {:u} && provider = {:p}', { u: userId, p: providerId }),
        fields: 'id',
      });
      favoriteId = list.items[0]?.id ?? null;
    } catch (err) {
      console.error('[favorites] state', err);
    }
  }
  renderToggle(button, favoriteId !== null);
  button.dataset['ready'] = 'true';

  let busy = false;
  button.addEventListener('click', async () => {
    if (busy) return;
    const uid = pb.authStore.isValid ? pb.authStore.record?.id : undefined;
    if (!uid) {
      toastError(auth.loginRequiredFavorites);
      return;
    }
    busy = true;
    button.disabled = true;
    try {
      if (favoriteId) {
        await pb.collection('user_favorites').delete(favoriteId);
        favoriteId = null;
        toastSuccess(m.removed);
      } else {
        const rec = await pb
          .collection('user_favorites')
          .create({ user: uid, provider: providerId });
        favoriteId = rec.id;
        toastSuccess(m.added);
      }
      renderToggle(button, favoriteId !== null);
      await refreshCount(providerId);
    } catch (err) {
      console.error('[favorites] toggle', err);
      toastError(m.updateError);
    } finally {
      busy = false;
      button.disabled = false;
    }
  });
}

/**
 * The page's report form (ProviderMemberControls.astro's template) in a review's "Reportar",
 * its fields named for that review.
 */
function reportForm(details: HTMLDetailsElement, reviewId: string): HTMLFormElement | null {
  const kept = details.querySelector<HTMLFormElement>('form[data-report-form]');
  if (kept) return kept;
  const template = document.querySelector<HTMLTemplateElement>('template[data-report-template]');
  const form = template?.content.querySelector<HTMLFormElement>('form[data-report-form]');
  if (!form) return null;
  const copy = form.cloneNode(true) as HTMLFormElement;
  for (const el of copy.querySelectorAll<HTMLElement>('[id]')) el.id = `${el.id}-${reviewId}`;
  for (const label of copy.querySelectorAll<HTMLLabelElement>('label[for]')) {
    label.htmlFor = `${label.htmlFor}-${reviewId}`;
  }
  details.append(copy);
  return copy;
}

function mountReport(details: HTMLDetailsElement): void {
  const reviewId = details.dataset['reportReview'];
  const form = reviewId ? reportForm(details, reviewId) : null;
  if (!reviewId || !form) return;
  form.addEventListener('submit', async (ev) => {
    ev.preventDefault();
    const data = new FormData(form);
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    if (button) button.disabled = true;
    try {
      await getPb()
        .collection('review_reports')
        .create({ review: reviewId, reason: data.get('reason'), detail: data.get('detail') });
      toastSuccess(moderation.sent, moderation.sentText);
      details.open = false;
      details.hidden = true;
    } catch (err) {
      toastError(moderation.sendError, errorMessage(err));
    } finally {
      if (button) button.disabled = false;
    }
  });
}

function renderHelpful(button: HTMLButtonElement, on: boolean, count: number): void {
  button.setAttribute('aria-pressed', String(on));
  button.dataset['count'] = String(count);
  button.textContent = on ? moderation.helpfulOn : moderation.helpful;
  const label = document.querySelector<HTMLElement>(
    `[data-helpful-count="${CSS.escape(button.dataset['helpfulToggle'] ?? '')}"]`,
  );
  if (label) {
    label.textContent = moderation.helpfulCount(count);
  }
}

async function mountHelpful(buttons: HTMLButtonElement[]): Promise<void> {
  if (!buttons.length) return;
  const pb = getPb();
  const votes = new Map<string, string>();
  try {
    // The list rule returns one's own votes only.
    const mine = await pb.collection('helpful_votes').getFullList({ fields: 'id,review' });
    for (const v of mine) votes.set(String(v['review']), v.id);
  } catch (err) {
    console.error('[helpful] state', err);
  }
  for (const button of buttons) {
    const reviewId = button.dataset['helpfulToggle'] ?? '';
    renderHelpful(button, votes.has(reviewId), Number(button.dataset['count'] ?? 0));
    button.dataset['ready'] = 'true';
    button.addEventListener('click', async () => {
      button.disabled = true;
      try {
        const voteId = votes.get(reviewId);
        if (voteId) {
          await pb.collection('helpful_votes').delete(voteId);
          votes.delete(reviewId);
        } else {
          const rec = await pb.collection('helpful_votes').create({ review: reviewId });
          votes.set(reviewId, rec.id);
        }
        const r = await pb
          .collection('reviews')
          .getOne<{ helpful_count: number }>(reviewId, { fields: 'id,helpful_count' });
        renderHelpful(button, votes.has(reviewId), r.helpful_count ?? 0);
      } catch (err) {
        toastError(errorMessage(err));
      } finally {
        button.disabled = false;
      }
    });
  }
}

/**
 * The member's own reviews among those on the page (the server marks them `is_mine`; the
 * static page carries no author ids). Their "Útil" and "Reportar" controls are replaced by a
 * note: the server would refuse both.
 */
async function hideOwnReviewControls(): Promise<void> {
  const ids = [...document.querySelectorAll<HTMLElement>('[data-review-id]')]
    .map((el) => el.dataset['reviewId'] ?? '')
    .filter((id) => /^[a-z0-9]{15}$/.test(id));
  if (ids.length === 0) return;
  const pb = getPb();
  const mine = await pb.collection('reviews').getFullList<{ id: string; is_mine: boolean }>({
    filter: ids.map((id) => pb.filter('id = {:id}', { id })).join(' || '),
    fields: 'id,is_mine',
  });
  for (const r of mine) {
    if (!r.is_mine) continue;
    const sel = CSS.escape(r.id);
    const button = document.querySelector(`button[data-helpful-toggle="${sel}"]`);
    document.querySelector(`details[data-report-review="${sel}"]`)?.remove();
    const note = document.createElement('span');
    note.dataset['ownReview'] = '';
    note.textContent = moderation.ownReview;
    if (button) button.replaceWith(note);
  }
}

/**
 * A member who may not review yet reads why before opening the form: the link
 * becomes a disabled button with the reason next to it. The server refuses anyway.
 */
async function mountWriteReview(links: HTMLAnchorElement[]): Promise<void> {
  const pb = getPb();
  const id = pb.authStore.record?.id;
  if (!links.length || !id) return;
  let reason;
  try {
    // Fresh from the server: the stored session may predate an approval.
    reason = pendingReason(
      await pb
        .collection('users')
        .getOne<{ approved: boolean; verified: boolean }>(id, { fields: 'id,approved,verified' }),
    );
  } catch (err) {
    console.error('[write-review] account state', err);
    return;
  }
  if (!reason) return;
  for (const [i, link] of links.entries()) {
    const button = document.createElement('button');
    button.type = 'button';
    button.disabled = true;
    button.className = link.className;
    button.style.opacity = '0.6';
    button.style.cursor = 'not-allowed';
    button.textContent = link.textContent;
    button.dataset['writeReview'] = 'blocked';
    const note = document.createElement('span');
    note.id = `write-review-blocked-${i}`;
    note.className = 'self-center text-sm text-slate-700';
    note.textContent = pendingAccounts.reviewBlocked[reason];
    note.dataset['writeReviewBlocked'] = reason;
    button.setAttribute('aria-describedby', note.id);
    link.replaceWith(button, note);
  }
}

export function mountProviderMemberControls(): void {
  startSession();
  const pb = getPb();
  if (!pb.authStore.isValid) return;
  // The report forms at once: a member who sends one before the own-review check below has
  // answered must not post the form natively (a reload that loses the report). The server
  // refuses a report of one's own review anyway; the check then removes those forms.
  for (const details of document.querySelectorAll<HTMLDetailsElement>(
    'details[data-report-review]',
  )) {
    mountReport(details);
  }
  void hideOwnReviewControls()
    .catch((err: unknown) => console.error('[reviews] own', err))
    .finally(() => {
      void mountHelpful([
        ...document.querySelectorAll<HTMLButtonElement>('button[data-helpful-toggle]'),
      ]);
    });
  void mountWriteReview([...document.querySelectorAll<HTMLAnchorElement>('a[data-write-review]')]);
  const ids = new Set<string>();
  for (const el of document.querySelectorAll<HTMLElement>(
    '[data-favorite-count][data-provider-id]',
  )) {
    if (el.dataset['providerId']) ids.add(el.dataset['providerId']);
  }
  for (const button of document.querySelectorAll<HTMLButtonElement>(
    'button[data-favorite-toggle][data-provider-id]',
  )) {
    void mountToggle(button);
  }
  for (const id of ids) {
    // A record save of the provider (ratings, counts) arrives by realtime; favourites of
    // other members are re-read periodically while the page is visible.
    void pb
      .collection('providers')
      .subscribe<{ favorites_count: number }>(id, (e) =>
        renderCount(id, e.record.favorites_count ?? 0),
      )
      .catch(() => {});
    setInterval(() => {
      if (document.visibilityState === 'visible') void refreshCount(id);
    }, POLL_MS);
    void refreshCount(id);
  }
}
