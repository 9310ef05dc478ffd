// Review rules shared by the handlers of reviews.pb.js.

/** Required fields and the 1..5 rating, with the spec's Spanish messages. */
function checkContent(record) {
  if (
    !record.getString('provider') ||
    !record.getString('title').trim() ||
    !record.getString('review_text').trim()
  ) {
    throw new BadRequestError('Por favor completa todos los campos obligatorios.');
  }
  const rating = record.get('overall_rating');
  if (typeof rating !== 'number' || rating % 1 !== 0 || rating < 1 || rating > 5) {
    throw new BadRequestError('La calificación debe ser un número entero entre 1 y 5.', {
      overall_rating: new ValidationError('validation_rating', 'Calificación inválida.'),
    });
  }
}

/** Exact average_rating and total_reviews of one provider, from the reviews table. */
function recompute(app, providerId) {
  if (!providerId) return;
  app
    .db()
    .newQuery(
      `UPDATE providers SET
         average_rating = COALESCE((SELECT ROUND(AVG(overall_rating), 2) FROM reviews WHERE provider = {:id}), 0),
         total_reviews = (SELECT COUNT(*) FROM reviews WHERE provider = {:id})
       WHERE id = {:id}`,
    )
    .bind({ id: providerId })
    .execute();
}

module.exports = { checkContent, recompute };
