/**
 * How the server's JavaScript heaps count the memory of byte arrays (every rendered page's
 * bytes) before they collect. Imported for its effect by the module that starts the worker
 * threads (page-writer.ts), before any thread starts.
 *
 * By default V8 starts a full collection of a heap each time 64 MB of new byte arrays were
 * allocated outside it, however large the heap: a render thread (a 180 MB heap of data kept
 * between renders) collected every ~400 pages of a pre-render, and the main thread (the page
 * store's index) every ~1,000 pages it received, which cost V8's helper threads 22 s of CPU in
 * a 75 s pre-render at 10,000 providers. Counted within the heap's own growing limit instead,
 * the render threads collected 11–13 times a pre-render instead of ~70, and the helper threads
 * spent 14.3 s (docs/PERFORMANCE.md § "Eighth run at 10,000 providers").
 */
import { setFlagsFromString } from 'node:v8';

setFlagsFromString('--external-memory-accounted-in-global-limit');

/*
 * After a full collection V8 lets a heap grow by a factor it picks from the collection's own
 * cost, which for these heaps (a render thread's memo of markup, the main thread's page index:
 * 230–300 MB of data kept between changes) was small: a review's pass of 150–400 pages, whose
 * rendered and compressed bodies count against the limit above, ran one or two full
 * collections of ~100 ms in the main thread and in each render thread, each freeing 15–20 MB.
 * Growing by a fixed factor of two between full collections, passes ran 9 % faster in three
 * pairs of twelve reviews on the same data (docs/PERFORMANCE.md § "Thirteenth run at 10,000
 * providers"), for at most twice the memory of the data kept (24 GiB on these machines).
 */
setFlagsFromString('--heap-growing-percent=100');

/*
 * V8 allocates the objects of a site whose objects mostly outlived a young collection directly
 * in the old generation from then on (allocation-site pretenuring). A render's objects (Astro's
 * per-request context, its result and response objects, a page's regular-expression matches)
 * are alive while two or three renders of a thread are in flight, so the young collections saw
 * them survive and V8 pretenured their sites: each was then garbage that only a full collection
 * frees, and a render thread's full collections ran every few seconds. Without pretenuring they
 * die young: in a full pre-render at 10,000 providers V8's helper threads spent 1.5–2 s less and
 * the main thread about 1 s less (docs/PERFORMANCE.md § "Twenty-first run at 10,000 providers").
 */
setFlagsFromString('--no-allocation-site-pretenuring');
