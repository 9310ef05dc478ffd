/**
 * The pages' side of the data state shared with the web server (src/lib/data/shared-state.ts):
 * a render the server's renderer asks carries the server's state in `locals.data`, adopted
 * before the page reads anything. Renders without it (`astro dev`) keep the bundle's own.
 */
import type { MiddlewareHandler } from 'astro';
import { adoptSharedState } from '@/lib/data/shared-state';

export const onRequest: MiddlewareHandler = (context, next) => {
  const { data } = context.locals;
  if (data) adoptSharedState(data);
  return next();
};
