/**
 * The review form's hooks: the provider picker's choices, the chosen provider's services, and
 * the new-review and edit flows (state, checks, submit). The views (WriteReview.tsx) only
 * render what these return.
 */
import { useEffect, useRef, useState, type SubmitEvent } from 'react';
import { callApi, getPb } from '@/lib/pb-client';
import { messages } from '@/lib/messages';
import { flash, toastError } from '@/lib/stores/toast';
import { VERIFYING_STATE } from '@/lib/contract/review-integrity';
import { errorMessage } from '@/lib/backend-errors';
import { errorCodeOf } from '@/lib/contract/errors';
import { isRecordId } from '@/lib/contract/fields';
import type { OwnReview, ProviderChoice, ProviderChoices } from '@/lib/contract/reviews';
import { loadOwnReview } from '../dashboard/own-reviews';
import { contentOf, EMPTY, fieldsOf, validateReview, type Content, type Problem } from './state';
import { API } from '@/lib/contract/api-routes';

const m = messages.review;

/** One of the provider's categories, the services a review may name. */
export interface Service {
  name: string;
  label: string;
}

/** Wait after the last key before asking the server for providers. */
const SEARCH_DELAY_MS = 200;

/**
 * The providers matching a search (a page of 50 by name, from the server: the directory may
 * hold thousands) and the preselected one, with their `own` flags.
 */
export function useProviderChoices(search: string, preselected: string) {
  const [choices, setChoices] = useState<ProviderChoices | null>(null);
  const known = useRef(new Map<string, ProviderChoice>());
  useEffect(() => {
    let cancelled = false;
    const timer = setTimeout(
      () => {
        callApi(API.providerChoices, [], {
          query: { q: search.trim(), perPage: 50, ...(preselected ? { id: preselected } : {}) },
          requestKey: 'write-review-choices',
        })
          .then((answer) => {
            if (cancelled) return;
            for (const c of [...answer.items, ...(answer.selected ? [answer.selected] : [])]) {
              known.current.set(c.id, c);
            }
            setChoices(answer);
          })
          .catch((err: unknown) => {
            if (cancelled || (err as { isAbort?: boolean }).isAbort) return;
            console.error('[write-review] providers', err);
            toastError(m.providersLoadError);
            setChoices({ items: [], totalItems: 0, selected: null });
          });
      },
      // The first list at once; a search once typing pauses.
      known.current.size > 0 ? SEARCH_DELAY_MS : 0,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [search, preselected]);
  return { choices, known: known.current };
}

/** The chosen provider's categories with their labels (the "Servicio contratado" options). */
export function useServices(providerId: string): Service[] {
  const [services, setServices] = useState<Service[]>([]);
  useEffect(() => {
    if (!providerId) {
      setServices([]);
      return;
    }
    let live = true;
    const pb = getPb();
    Promise.all([
      pb.collection('providers').getOne(providerId, { fields: 'categories', requestKey: null }),
      pb.collection('service_categories').getFullList({ fields: 'name,label', requestKey: null }),
    ])
      .then(([provider, categories]) => {
        if (!live) return;
        const labels = new Map(categories.map((c) => [String(c['name']), String(c['label'])]));
        const names = Array.isArray(provider['categories'])
          ? (provider['categories'] as string[])
          : [];
        setServices(names.map((name) => ({ name, label: labels.get(name) ?? name })));
      })
      .catch((err: unknown) => {
        console.error('[write-review] services', err);
        if (live) setServices([]);
      });
    return () => {
      live = false;
    };
  }, [providerId]);
  return services;
}

/** A form's problem, shown in the form and as a toast. */
function useProblem() {
  const [problem, setProblem] = useState<Problem | null>(null);
  const fail = (p: Problem) => {
    setProblem(p);
    toastError(p.title, p.description);
  };
  return { problem, clear: () => setProblem(null), fail };
}

/** A new review: the provider picker, the content and the submit. */
export function useNewReview(userId: string) {
  // A record id, or nothing (a malformed link preselects no provider).
  const [preselected] = useState(() => {
    const id = new URLSearchParams(window.location.search).get('provider') ?? '';
    return isRecordId(id) ? id : '';
  });
  const [provider, setProvider] = useState(preselected);
  const [search, setSearch] = useState('');
  const { choices, known } = useProviderChoices(search, preselected);
  const services = useServices(provider);
  const [content, setContent] = useState<Content>(EMPTY);
  const [busy, setBusy] = useState(false);
  const { problem, clear, fail } = useProblem();

  const chooseProvider = (id: string) => {
    setProvider(id);
    // The service belongs to the provider: a new provider starts without one.
    setContent((c) => ({ ...c, service: '' }));
  };
  const isOwn = (id: string) => known.get(id)?.own === true;
  // The chosen provider stays in the list whatever the search shows.
  const chosen = known.get(provider);
  const options = choices
    ? [
        ...(chosen && !choices.items.some((c) => c.id === chosen.id) ? [chosen] : []),
        ...choices.items,
      ]
    : [];

  async function onSubmit(e: SubmitEvent) {
    e.preventDefault();
    clear();
    const invalid = validateReview(
      { provider, title: content.title, text: content.text, rating: content.rating },
      isOwn(provider),
    );
    if (invalid) {
      fail(invalid);
      return;
    }
    setBusy(true);
    try {
      const created = await getPb()
        .collection('reviews')
        .create({ provider, reviewer: userId, ...fieldsOf(content) });
      // Held by the automatic checks: the dashboard says why and for how long.
      flash(
        created['moderation'] === VERIFYING_STATE
          ? { title: m.sentForVerification, variant: 'success' }
          : { title: m.success, variant: 'success' },
      );
      window.location.assign('/dashboard');
    } catch (err) {
      if (errorCodeOf(err) === 'account_not_approved') {
        fail({ title: m.mustBeApproved });
      } else {
        fail({ title: m.publishError, description: errorMessage(err) });
      }
      setBusy(false);
    }
  }

  return {
    choices,
    options,
    provider,
    chooseProvider,
    search,
    setSearch,
    services,
    content,
    setContent,
    busy,
    problem,
    onSubmit,
  };
}

/** `?editar={id}`: one's own review, prefilled; the provider stays the same. */
export function useEditReview(id: string) {
  const e = messages.ownReviews;
  const [review, setReview] = useState<OwnReview | null | undefined>(undefined);
  const [content, setContent] = useState<Content>(EMPTY);
  const [busy, setBusy] = useState(false);
  const { problem, clear, fail } = useProblem();
  const services = useServices(review?.provider ?? '');

  useEffect(() => {
    if (!id) {
      setReview(null);
      return;
    }
    let live = true;
    loadOwnReview(id)
      .then(async (r) => {
        // The record itself carries the context (never the private fields).
        const record = r
          ? await getPb().collection('reviews').getOne(r.id, { requestKey: null })
          : null;
        if (!live) return;
        setReview(r);
        if (record) setContent(contentOf(record));
      })
      .catch((err: unknown) => {
        console.error('[write-review] load own review', err);
        toastError(messages.common.loadDataError);
        if (live) setReview(null);
      });
    return () => {
      live = false;
    };
  }, [id]);

  async function onSubmit(ev: SubmitEvent) {
    ev.preventDefault();
    if (!review) return;
    clear();
    const invalid = validateReview(
      {
        provider: review.provider,
        title: content.title,
        text: content.text,
        rating: content.rating,
        originalText: review.review_text,
      },
      false,
    );
    if (invalid) {
      fail(invalid);
      return;
    }
    setBusy(true);
    try {
      await getPb().collection('reviews').update(review.id, fieldsOf(content));
      flash({ title: e.editSuccess, variant: 'success' });
      window.location.assign('/dashboard');
    } catch (err) {
      fail({ title: e.editError, description: errorMessage(err) });
      setBusy(false);
    }
  }

  return { review, content, setContent, services, busy, problem, onSubmit };
}
