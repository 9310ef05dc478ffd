// Service categories: the name is a normalised key, immutable after creation.

onRecordCreate((e) => {
  const util = require(`${__hooks}/lib/util.js`);
  const d = util.domain();
  const name = d.normalizeCategoryName(e.record.getString('name'));
  if (!name || !e.record.getString('label').trim()) {
    throw new BadRequestError('Nombre y etiqueta son obligatorios.');
  }
  e.record.set('name', name);
  e.next();
}, 'service_categories');

onRecordUpdate((e) => {
  if (e.record.getString('name') !== e.record.original().getString('name')) {
    throw new BadRequestError('El nombre de una categoría no se puede cambiar.');
  }
  if (!e.record.getString('label').trim()) {
    throw new BadRequestError('Nombre y etiqueta son obligatorios.');
  }
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
    throw new BadRequestError('Ya existe una categoría con ese nombre.', {
      name: new ValidationError('validation_not_unique', 'Ya existe una categoría con ese nombre.'),
    });
  }
  e.next();
}, 'service_categories');
