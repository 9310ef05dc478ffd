// A real OpenID Connect provider for development and tests, standing in for LinkedIn's
// "Sign In with LinkedIn using OpenID Connect". One confidential client (the local
// PocketBase); its login form accepts any e-mail address and signs in as that address
// (the e-mail is returned verified, as LinkedIn does). Consent is implied.
//
// PocketBase registers it as its generic `oidc` provider; the returned `env` holds the
// variables its bootstrap hook reads (LINKEDIN_*).
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import Provider from 'oidc-provider';

const escapeHtml = (s) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const capitalize = (s) => (s ? s[0].toUpperCase() + s.slice(1) : s);

/** "ana.perez@x.io" → { given: "Ana", family: "Perez" } */
function namesFromEmail(email) {
  const [given = 'Usuario', family = ''] = email.split('@')[0].split(/[._+-]+/);
  return { given: capitalize(given), family: capitalize(family) };
}

function page(title, body) {
  return (
    `<!doctype html><html lang="es"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title>` +
    `<style>body{font-family:system-ui,sans-serif;max-width:24rem;margin:4rem auto;padding:0 1rem}` +
    `label{display:block;margin:.75rem 0 .25rem}input{width:100%;padding:.5rem;box-sizing:border-box}` +
    `button{margin-top:1rem;padding:.5rem 1rem;background:#0a66c2;color:#fff;border:0;border-radius:4px}</style>` +
    `</head><body>${body}</body></html>`
  );
}

function readForm(req) {
  return new Promise((resolve, reject) => {
    let data = '';
    req.setEncoding('utf8');
    req.on('data', (c) => {
      data += c;
      if (data.length > 1e5) req.destroy();
    });
    req.on('end', () => resolve(new URLSearchParams(data)));
    req.on('error', reject);
  });
}

/**
 * Starts the provider on 127.0.0.1:port.
 * @param {{ port?: number, clientId?: string, clientSecret?: string, redirectUri: string | string[],
 *   host?: string, extraClaims?: (email: string) => Record<string, unknown> }} opts
 *   redirectUri: PocketBase's `${PB_URL}/api/oauth2-redirect`; extraClaims: claims added to
 *   (or replacing) the default ones of an account, for tests (e.g. a `profile` URL)
 * @returns {Promise<{ issuer: string, url: string, port: number, clientId: string, clientSecret: string,
 *   env: Record<string, string>, stop: () => Promise<void> }>}
 */
export async function startOidcProvider(opts) {
  const host = opts.host ?? '127.0.0.1';
  const clientId = opts.clientId ?? 'lapieza-dev';
  const clientSecret = opts.clientSecret ?? 'lapieza-dev-secret';
  const redirectUris = Array.isArray(opts.redirectUri) ? opts.redirectUri : [opts.redirectUri];

  const http = createServer();
  const port = await new Promise((resolve, reject) => {
    http.once('error', reject);
    http.listen(opts.port ?? 0, host, () =>
      resolve(/** @type {import('node:net').AddressInfo} */ (http.address()).port),
    );
  });
  const issuer = `http://${host}:${port}`;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_secret: clientSecret,
        redirect_uris: redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    // Like LinkedIn: PocketBase's oidc provider may or may not send PKCE.
    pkce: { required: () => false },
    cookies: { keys: ['oidc-dev-only-cookie-key'] },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name', 'locale', 'profile'],
    },
    features: { devInteractions: { enabled: false } },
    async findAccount(_ctx, id) {
      return {
        accountId: id,
        async claims() {
          const { given, family } = namesFromEmail(id);
          return {
            sub: id,
            email: id,
            email_verified: true,
            name: `${given} ${family}`.trim(),
            given_name: given,
            family_name: family,
            locale: 'es_ES',
            ...(opts.extraClaims?.(id) ?? {}),
          };
        },
      };
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    // One first-party client: consent is implied, so grant what it asked for.
    async loadExistingGrant(ctx) {
      const grantId =
        ctx.oidc.result?.consent?.grantId || ctx.oidc.session.grantIdFor(ctx.oidc.client.clientId);
      if (grantId) return ctx.oidc.provider.Grant.find(grantId);
      const grant = new ctx.oidc.provider.Grant({
        clientId: ctx.oidc.client.clientId,
        accountId: ctx.oidc.session.accountId,
      });
      grant.addOIDCScope('openid email profile');
      await grant.save();
      return grant;
    },
    ttl: {
      Session: 600,
      Interaction: 600,
      Grant: 600,
      AccessToken: 600,
      AuthorizationCode: 60,
      IdToken: 600,
    },
  });
  // Errors such as invalid_grant are answered to the client; keep the console quiet.
  provider.on('server_error', (_ctx, err) => console.error('[oidc] server error', err));
  const callback = provider.callback();

  http.on('request', async (req, res) => {
    const url = new URL(req.url ?? '/', issuer);
    const m = url.pathname.match(/^\/interaction\/([\w-]+)(\/login)?$/);
    if (!m) {
      callback(req, res);
      return;
    }
    try {
      if (req.method === 'GET' && !m[2]) {
        const details = await provider.interactionDetails(req, res);
        res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
        res.end(
          page(
            'Iniciar sesión (LinkedIn de desarrollo)',
            `<h1>LinkedIn (desarrollo)</h1><p>Cualquier e-mail sirve.</p>` +
              `<form method="post" action="/interaction/${escapeHtml(details.uid)}/login">` +
              `<label for="email">E-mail</label><input id="email" name="email" type="email" required autofocus>` +
              `<button type="submit">Iniciar sesión</button></form>`,
          ),
        );
        return;
      }
      if (req.method === 'POST' && m[2]) {
        const form = await readForm(req);
        const email = (form.get('email') ?? '').trim().toLowerCase();
        if (!/^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email)) {
          res
            .writeHead(400, { 'content-type': 'text/plain; charset=utf-8' })
            .end('E-mail inválido');
          return;
        }
        await provider.interactionFinished(
          req,
          res,
          { login: { accountId: email } },
          { mergeWithLastSubmission: false },
        );
        return;
      }
      res.writeHead(405).end();
    } catch (err) {
      res.writeHead(400, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(String(err?.message ?? err));
    }
  });

  return {
    issuer,
    /** Same as issuer (the runner reads `url`). */
    url: issuer,
    port,
    clientId,
    clientSecret,
    env: {
      LINKEDIN_CLIENT_ID: clientId,
      LINKEDIN_CLIENT_SECRET: clientSecret,
      LINKEDIN_AUTH_URL: `${issuer}/auth`,
      LINKEDIN_TOKEN_URL: `${issuer}/token`,
      LINKEDIN_USERINFO_URL: `${issuer}/me`,
    },
    async stop() {
      http.closeAllConnections?.();
      await new Promise((r) => http.close(() => r()));
    },
  };
}

// `node scripts/lib/oidc-dev.mjs [port] [redirectUri]` runs it standalone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const { positionals } = parseArgs({ allowPositionals: true });
  const port = Number(positionals[0]) || 4407;
  const redirectUri = positionals[1] || 'http://127.0.0.1:8090/api/oauth2-redirect';
  const p = await startOidcProvider({ port, redirectUri });
  console.log(`OIDC provider at ${p.issuer}`, p.env);
}
