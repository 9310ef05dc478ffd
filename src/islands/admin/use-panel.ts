/**
 * The admin panel's state (./AdminPanel.tsx): the chosen tab (remembered in localStorage
 * `admin_active_tab`, kept in view) and the counts of the summary cards and tab totals.
 */
import { useCallback, useEffect, useState } from 'react';
import { messages } from '@/lib/messages';
import { toastError } from '@/lib/stores/toast';
import type { ProviderCounts, UserCounts } from '@/lib/contract/admin';
import { loadSummary } from './api';
import {
  STORAGE_KEYS,
  countsAfter,
  initialTab,
  parseDialogState,
  type AdminTab,
  type DialogState,
  type RowAction,
} from './state';

const m = messages.admin;

export function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
  } catch {
    /* storage unavailable: nothing is remembered */
  }
}

/** The tab shown on load (see `initialTab`) and the post dialog left open, if any. */
export function storedStart(): { tab: AdminTab; dialog: DialogState } {
  const dialog = parseDialogState(readStorage(STORAGE_KEYS.dialog));
  return { tab: initialTab(readStorage(STORAGE_KEYS.activeTab), dialog), dialog };
}

export function useAdminTab() {
  const [start] = useState(storedStart);
  const [tab, setTab] = useState<AdminTab>(start.tab);

  useEffect(() => {
    // Below the sm breakpoint the tabs are one row that scrolls sideways: keep the chosen one in view.
    document
      .getElementById(`admin-tab-${tab}`)
      ?.scrollIntoView({ block: 'nearest', inline: 'nearest' });
  }, [tab]);

  useEffect(() => {
    writeStorage(STORAGE_KEYS.activeTab, tab);
  }, [tab]);

  return { tab, setTab, dialog: start.dialog };
}

/**
 * The server's counts (API.adminSummary (GET), then each page's own), never the length of a
 * loaded list: the lists are paged.
 */
export function usePanelCounts() {
  const [users, setUsers] = useState<UserCounts | null>(null);
  const [providers, setProviders] = useState<ProviderCounts | null>(null);

  useEffect(() => {
    loadSummary()
      .then((s) => {
        setUsers((u) => u ?? s.users);
        setProviders((p) => p ?? s.providers);
      })
      .catch((err: unknown) => {
        console.error('[admin] summary', err);
        toastError(m.loadError);
      });
  }, []);

  /** An action moved a row to another list: the counts follow without a reload. */
  const onAction = useCallback(
    (action: RowAction) => {
      if (!users || !providers) return;
      const next = countsAfter({ users, providers }, action);
      setUsers(next.users);
      setProviders(next.providers);
    },
    [users, providers],
  );

  return { users, providers, setUsers, setProviders, onAction };
}
