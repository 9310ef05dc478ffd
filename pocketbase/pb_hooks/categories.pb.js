// Service categories: the name is a normalised key, immutable after creation.

onRecordCreate((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const d = util.domain();
  const name = d.normalizeCategoryName(e.record.getString('name'));
  if (!name || !e.record.getString('label').trim()) util.fail('category_required_fields');
  e.record.set('name', name);
  e.next();
}, 'service_categories');

onRecordUpdate((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  if (e.record.getString('name') !== e.record.original().getString('name')) {
    util.fail('category_name_immutable');
  }
  if (!e.record.getString('label').trim()) util.fail('category_required_fields');
  e.next();
}, 'service_categories');

onRecordCreateRequest((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const d = util.domain();
  const name = d.normalizeCategoryName(e.record.getString('name'));
  if (
    name &&
    util.count(e.app, 'SELECT COUNT(*) AS n FROM service_categories WHERE name = {:n}', {
      n: name,
    }) > 0
  ) {
    util.failField('category_duplicate', 'name');
  }
  e.next();
}, 'service_categories');
