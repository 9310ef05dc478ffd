// Uploaded images keep an image extension. PocketBase checks the type from the content (the
// schema allows PNG, JPEG, WebP and GIF) but keeps the extension of the name the client sent,
// so a GIF-headed HTML file named "x.html" would be stored as .html: harmless while PocketBase
// serves it (image/gif, nosniff, sandbox CSP) but a page for any static host or bucket that
// types files by their extension. Both the content and the name must say "image".

onRecordCreate(
  (e) => {
    const util = require(`${__hooks}/lib/util.js`);
    util.checkImageNames(e.record);
    e.next();
  },
  'providers',
  'blog_posts',
);

onRecordUpdate(
  (e) => {
    const util = require(`${__hooks}/lib/util.js`);
    util.checkImageNames(e.record);
    e.next();
  },
  'providers',
  'blog_posts',
);
