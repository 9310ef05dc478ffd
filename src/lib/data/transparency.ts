/**
 * The records of the transparency report (`/transparencia`, `/transparencia.csv`,
 * `/transparencia.json`), read as the superuser and reduced at once to the fields the figures
 * need (src/lib/domain/transparency.ts): dates, states, reasons, signal codes and ratings. No
 * id of a member, name, e-mail, network or signal detail leaves this module.
 */
import { memoize } from './snapshot';
import { getServerPb, type TypedPocketBase } from './pb-server';
import {
  transparencyMonths,
  type TransparencyMonth,
  type TransparencyRecords,
} from '@/lib/domain/transparency';
import { SERVER_API } from '@/lib/contract/api-routes';
import { sendApi } from '@/lib/api-client';

/** One SQL read of the report's records (superuser only), reduced to what the figures need. */
export async function readTransparencyRecords(pb: TypedPocketBase): Promise<TransparencyRecords> {
  const a = await sendApi(pb, SERVER_API.transparencyRecords, []);
  return {
    signals: a.signals.map(({ codes, ...s }) => ({
      ...s,
      signals: codes
        .split(',')
        .filter(Boolean)
        .map((code) => ({ code })),
    })),
    publishedAtOnce: a.publishedAtOnce,
    approvals: [],
    approvalsByMonth: a.approvals,
    reports: a.reports,
    warnings: a.warnings,
  };
}

/**
 * Every month's figures, oldest first: one read of the records per render pass, shared by the
 * page, the CSV and the JSON (memoize, ./snapshot.ts). Callers get a copy they may reorder.
 */
const months = memoize(async () =>
  transparencyMonths(await readTransparencyRecords(await getServerPb())),
);
export async function loadTransparencyMonths(): Promise<TransparencyMonth[]> {
  return [...(await months())];
}
