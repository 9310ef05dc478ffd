/** Pure rules of the blog tab (./BlogTab.tsx): its statistics and the remembered dialog. */
import { messages } from '@/lib/messages';
import type { PostCounts } from '@/lib/contract/admin';
import type { SummaryCardData } from './panel-state';
import type { DialogState } from './state';

const m = messages.admin;

/** Estadísticas: the server's counts over every post (SQL COUNT and SUM), not one page. */
export function postStatCards(counts: PostCounts | null): SummaryCardData[] {
  return [
    { label: m.statTotalPosts, value: counts?.total ?? null, testId: 'stat-posts-total' },
    { label: m.statPublished, value: counts?.published ?? null, testId: 'stat-posts-published' },
    { label: m.statScheduled, value: counts?.scheduled ?? null, testId: 'stat-posts-scheduled' },
    { label: m.statDrafts, value: counts?.drafts ?? null, testId: 'stat-posts-drafts' },
    { label: m.statViews, value: counts?.views ?? null, testId: 'stat-posts-views' },
  ];
}

/** What localStorage `blog_dialog_state` holds for a dialog state: an open one only. */
export function storedDialog(state: DialogState): string | null {
  return state.open ? JSON.stringify(state) : null;
}
