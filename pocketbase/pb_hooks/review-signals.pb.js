/* global cronAdd */
// Review integrity upkeep (lib/review-signals.js): network hashes are kept 30 days, and the
// texts of reviews written before the duplicate-text index (or its fingerprints) existed, and
// the website domains of providers saved before that column existed, are filled in the
// background.

cronAdd('review_networks_expiry', '23 * * * *', () => {
  require(`${__hooks}/lib/review-signals.js`).expireNetworks($app);
});

cronAdd('review_text_bands_backfill', '*/10 * * * *', () => {
  require(`${__hooks}/lib/review-signals.js`).backfillBands($app, 2000);
});
