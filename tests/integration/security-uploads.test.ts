// Uploads: provider logos and blog images accept PNG, JPEG, WebP and GIF only, detected from
// the content (not the name or the declared type), at most 5 MB. Refused uploads leave no
// record and no file behind. Files that are accepted are served so that a browser never runs
// them.
import { beforeAll, describe, expect, it } from 'vitest';
import {
  anonymous,
  makeProvider,
  makeUser,
  pngBytes,
  providerData,
  statusOf,
  superuser,
  uid,
  type Actor,
} from './helpers';

const MB5 = 5 * 1024 * 1024;
const su = () => superuser();

/** name, declared type and bytes of each upload that must be refused. */
const REFUSED: [string, string, string, () => Uint8Array | string][] = [
  ['HTML renamed .png', 'logo.png', 'image/png', () => '<!doctype html><script>alert(1)</script>'],
  [
    'SVG with a script renamed .png',
    'logo.png',
    'image/png',
    () =>
      '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
  ],
  ['JavaScript renamed .png', 'logo.png', 'image/png', () => 'fetch("/api/").then(alert);'],
  ['PHP renamed .jpg', 'logo.jpg', 'image/jpeg', () => '<?php system($_GET["c"]); ?>'],
  [
    'SVG declared as SVG',
    'logo.svg',
    'image/svg+xml',
    () => '<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>',
  ],
  ['PDF (not an image)', 'logo.pdf', 'application/pdf', () => '%PDF-1.4\n1 0 obj<<>>endobj\n%%EOF'],
  ['text file', 'logo.txt', 'text/plain', () => 'hola'],
  ['PNG of 5 MB + 1 byte', 'logo.png', 'image/png', () => pngBytes(MB5 + 1)],
  // Content sniffing calls it a GIF; the name would make it a page for a static host.
  [
    'GIF-headed HTML named .html',
    'pagina.html',
    'text/html',
    () => 'GIF89a<html><script>alert(1)</script></html>',
  ],
];

const blob = (type: string, bytes: () => Uint8Array | string) => {
  const b = bytes();
  return new Blob([typeof b === 'string' ? b : new Uint8Array(b)], { type });
};

let owner: Actor;
let admin: Actor;
let provider: { id: string };
let post: { id: string };

beforeAll(async () => {
  [owner, admin] = await Promise.all([
    makeUser({ roles: ['provider'], user_type: 'provider' }),
    makeUser({ roles: ['admin'], email: `subidas-${uid()}@lapieza.io` }),
  ]);
  provider = await makeProvider(owner.id);
  post = await su()
    .collection('blog_posts')
    .create({ title: `Imagen ${uid()}`, content: '<p>x</p>', status: 'draft' });
});

describe.each(REFUSED)('refuses %s', (_label, name, type, bytes) => {
  it('as the logo of a new company (no company is created)', async () => {
    const user = await makeUser();
    const form = new FormData();
    for (const [k, v] of Object.entries(providerData())) {
      form.append(k, Array.isArray(v) ? JSON.stringify(v) : String(v));
    }
    form.append('logo', blob(type, bytes), name);
    expect(await statusOf(user.pb.collection('providers').create(form))).toBe(400);
    const mine = await su()
      .collection('providers')
      .getList(1, 1, { filter: su().filter('user = {:u}', { u: user.id }) });
    expect(mine.totalItems).toBe(0);
  });

  it("as an existing company's logo (the logo stays empty)", async () => {
    const form = new FormData();
    form.append('logo', blob(type, bytes), name);
    expect(await statusOf(owner.pb.collection('providers').update(provider.id, form))).toBe(400);
    expect((await su().collection('providers').getOne(provider.id)).logo).toBe('');
  });

  it('as the image of a new blog post (no post is created)', async () => {
    const title = `Refusada ${uid()}`;
    const form = new FormData();
    form.append('title', title);
    form.append('content', '<p>x</p>');
    form.append('featured_image', blob(type, bytes), name);
    expect(await statusOf(admin.pb.collection('blog_posts').create(form))).toBe(400);
    const found = await su()
      .collection('blog_posts')
      .getList(1, 1, { filter: su().filter('title = {:t}', { t: title }) });
    expect(found.totalItems).toBe(0);
  });

  it("as an existing post's image (the image stays empty)", async () => {
    const form = new FormData();
    form.append('featured_image', blob(type, bytes), name);
    expect(await statusOf(admin.pb.collection('blog_posts').update(post.id, form))).toBe(400);
    expect((await su().collection('blog_posts').getOne(post.id)).featured_image).toBe('');
  });
});

describe('accepted images', () => {
  it('accepts a PNG of exactly 5 MB as a logo and serves it byte for byte, as an image', async () => {
    const p = await makeProvider(owner.id);
    const bytes = pngBytes(MB5);
    const form = new FormData();
    form.append('logo', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'logo.png');
    const saved = await owner.pb.collection('providers').update(p.id, form);
    const res = await fetch(anonymous().files.getURL(saved, saved.logo));
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await res.arrayBuffer()).equals(Buffer.from(bytes))).toBe(true);
  });

  it('serves a GIF-headed file carrying HTML only as an inert image (typed gif, nosniff, sandbox)', async () => {
    // Content sniffing calls it a GIF and the name is an image name, so it is stored; what
    // matters is that no browser treats it as a page.
    const form = new FormData();
    form.append(
      'featured_image',
      new Blob(['GIF89a<html><script>alert(1)</script></html>'], { type: 'image/gif' }),
      'imagen.gif',
    );
    const saved = await admin.pb.collection('blog_posts').update(post.id, form);
    expect(saved.featured_image).toMatch(/\.gif$/);
    const res = await fetch(superuser().files.getURL(saved, saved.featured_image));
    expect(res.headers.get('content-type')).toBe('image/gif');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('content-security-policy')).toContain('sandbox');
    expect(res.headers.get('content-security-policy')).toContain("default-src 'none'");
  });
});
