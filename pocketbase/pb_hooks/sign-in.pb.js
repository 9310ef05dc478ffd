// A visitor without a session who creates a review, favourite, reply, report, vote or
// provider through the records API gets 401 and the product's Spanish "inicia sesión" message
// (contract SIGN_IN_TO_CREATE), not PocketBase's bare 400 "Failed to create record.": the
// create rule is checked before any record hook, so the answer comes from this middleware.
routerUse((e) => {
  if (e.request.method !== 'POST' || e.auth) return e.next();
  const match = /^\/api\/collections\/([^/]+)\/records\/?$/.exec(e.request.url.path);
  if (!match) return e.next();
  const util = require(`${__hooks}/lib/util.js`);
  let name;
  try {
    name = e.app.findCachedCollectionByNameOrId(decodeURIComponent(match[1])).name;
  } catch {
    return e.next();
  }
  const codes =
    /** @type {{ [collection: string]: import('../../src/lib/contract/errors').ErrorCode | undefined }} */ (
      util.domain().SIGN_IN_TO_CREATE
    );
  const code = codes[name];
  if (code) util.fail(code);
  return e.next();
});
