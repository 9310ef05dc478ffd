// A real SMTP server for development and tests: it accepts every message, keeps it in
// memory and shows it over HTTP, so a sign-up's verification e-mail can be read by a
// person (the start command prints the URL) or by a browser test.
//
//   GET /messages              JSON, newest last: [{ id, from, to, subject, text, html, date }]
//   GET /messages?to=a@b.c     only messages sent to that address
//   DELETE /messages           forget everything
//   GET /                      a tiny HTML list
import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { SMTPServer } from 'smtp-server';
import { simpleParser } from 'mailparser';

const escapeHtml = (s) =>
  String(s ?? '').replace(
    /[&<>"']/g,
    (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c],
  );

const addresses = (field) => {
  if (!field) return [];
  const list = Array.isArray(field) ? field : [field];
  return list.flatMap((a) => a.value.map((v) => v.address?.toLowerCase() ?? '')).filter(Boolean);
};

/** A header's raw value, unfolded (mailparser turns List-* headers into objects). */
const rawHeader = (mail, key) => {
  const line = (mail.headerLines ?? []).find((h) => h.key === key)?.line ?? '';
  return line
    .slice(line.indexOf(':') + 1)
    .replace(/\r?\n[ \t]+/g, '')
    .trim();
};

/**
 * Starts the catcher. Resolves once both ports listen.
 * @param {{ smtpPort?: number, httpPort?: number, host?: string, quiet?: boolean }} [opts]
 * @returns {Promise<{ smtpPort: number, httpPort: number, url: string,
 *   messages: () => object[], clear: () => void, stop: () => Promise<void> }>}
 */
export async function startMailCatcher(opts = {}) {
  const host = opts.host ?? '127.0.0.1';
  /** @type {object[]} */
  const messages = [];
  let nextId = 1;

  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    disableReverseLookup: true,
    logger: false,
    onAuth(_auth, _session, callback) {
      // Accept any credentials: this is a catcher, not a relay.
      callback(null, { user: 'dev' });
    },
    onData(stream, session, callback) {
      simpleParser(stream)
        .then((mail) => {
          const envelopeTo = session.envelope.rcptTo.map((r) => r.address.toLowerCase());
          const message = {
            id: String(nextId++),
            from: mail.from?.text || (session.envelope.mailFrom || null)?.address || '',
            to: [...new Set([...addresses(mail.to), ...envelopeTo])],
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            date: (mail.date ?? new Date()).toISOString(),
            // RFC 8058 one-click opt-out of non-essential e-mails.
            listUnsubscribe: rawHeader(mail, 'list-unsubscribe'),
            listUnsubscribePost: rawHeader(mail, 'list-unsubscribe-post'),
            replyTo: rawHeader(mail, 'reply-to'),
          };
          messages.push(message);
          if (opts.quiet === false) {
            console.log(`[mail] ${message.to.join(', ')}: ${message.subject}`);
          }
          callback();
        })
        .catch((err) => callback(err));
    },
  });

  const http = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/messages' && req.method === 'DELETE') {
      messages.length = 0;
      res.writeHead(204).end();
      return;
    }
    if (url.pathname === '/messages' && req.method === 'GET') {
      const to = url.searchParams.get('to')?.toLowerCase();
      const list = to ? messages.filter((m) => m.to.includes(to)) : messages;
      res.writeHead(200, { 'content-type': 'application/json; charset=utf-8' });
      res.end(JSON.stringify(list));
      return;
    }
    const one = url.pathname.match(/^\/messages\/(\d+)$/);
    if (one && req.method === 'GET') {
      const m = messages.find((x) => x.id === one[1]);
      if (!m) {
        res.writeHead(404).end('Not found');
        return;
      }
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(m.html || `<pre>${escapeHtml(m.text)}</pre>`);
      return;
    }
    if (url.pathname === '/' && req.method === 'GET') {
      const rows = [...messages]
        .reverse()
        .map(
          (m) =>
            `<li><a href="/messages/${m.id}">${escapeHtml(m.subject)}</a> — ${escapeHtml(
              m.to.join(', '),
            )} <small>${escapeHtml(m.date)}</small></li>`,
        )
        .join('');
      res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
      res.end(
        `<!doctype html><meta charset="utf-8"><title>Correo de desarrollo</title>` +
          `<h1>Correo de desarrollo (${messages.length})</h1><ul>${rows || '<li>Sin mensajes</li>'}</ul>`,
      );
      return;
    }
    res.writeHead(404).end('Not found');
  });

  const listen = (server, port) =>
    new Promise((resolve, reject) => {
      server.once('error', reject);
      server.listen(port ?? 0, host, () => {
        server.off('error', reject);
        resolve(server.address().port);
      });
    });

  const smtpPort = await listen(smtp.server, opts.smtpPort);
  const httpPort = await listen(http, opts.httpPort);
  return {
    smtpPort,
    httpPort,
    url: `http://${host}:${httpPort}`,
    messages: () => [...messages],
    clear: () => {
      messages.length = 0;
    },
    async stop() {
      http.closeAllConnections?.();
      await Promise.all([
        new Promise((r) => http.close(() => r())),
        new Promise((r) => smtp.close(() => r())),
      ]);
    },
  };
}

// `node scripts/lib/mail-catcher.mjs [smtpPort] [httpPort]` runs it standalone.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [smtpPort, httpPort] = parseArgs({ allowPositionals: true }).positionals.map(Number);
  const c = await startMailCatcher({
    smtpPort: smtpPort || 2525,
    httpPort: httpPort || 1080,
    quiet: false,
  });
  console.log(`SMTP on 127.0.0.1:${c.smtpPort}, mails at ${c.url}`);
}
