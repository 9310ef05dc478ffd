// Every refusal of a custom route (`/api/lp/…`) is Spanish, from the catalogue
// (src/lib/contract/errors.ts): the hooks fail with their own codes, and what PocketBase
// refuses by itself before or around a handler ($apis.requireAuth and
// requireSuperuserAuth, an unreadable body, the rate limits and the body limit, a record not
// found) is answered with the catalogue code of its status (util.failInSpanish). The
// middleware runs just before the rate limiter (priority -1000), after the session is read.
// tests/integration/route-refusals.test.ts calls every routerAdd route of this folder.
routerUse(
  new Middleware((e) => {
    if (!(/** @type {HookRequest} */ (e.request).url.path.startsWith('/api/lp/'))) return e.next();
    try {
      return e.next();
    } catch (err) {
      require(`${__hooks}/lib/util.js`).failInSpanish(err);
    }
  }, -1001),
);
