/**
 * Vocabulary for the trust data of the demo: provider replies by the tone of the
 * review, reviewers' rejoinders, report details and moderation reasons.
 */
import type { Tone } from './reviews.ts';

/** `{name}` is the reviewer's first name, or the greeting has none for anonymous reviews. */
export const REPLY_GREETINGS: readonly string[] = [
  'Hola {name},',
  'Estimado/a {name}:',
  '¡Hola, {name}!',
  'Gracias, {name}.',
];

export const REPLY_BODIES: Record<Tone, readonly string[]> = {
  positive: [
    'Muchas gracias por tomarte el tiempo de compartir tu experiencia. Nos alegra mucho que el proyecto haya dado resultados.',
    'Agradecemos tus comentarios: se los compartimos a todo el equipo que trabajó en su cuenta.',
    'Es un gusto trabajar con ustedes. Seguiremos mejorando para acompañarlos en lo que viene.',
    'Gracias por la confianza. Comentarios como el tuyo nos motivan a seguir haciendo las cosas bien.',
  ],
  mixed: [
    'Gracias por tus comentarios. Tomamos nota de los puntos de mejora y ya ajustamos nuestro proceso de seguimiento.',
    'Valoramos mucho tu retroalimentación. Tu ejecutivo de cuenta te contactará para revisar los tiempos de respuesta.',
    'Tienes razón en que la comunicación pudo ser mejor. Desde este trimestre cada cliente tiene un canal directo con el equipo.',
  ],
  negative: [
    'Lamentamos mucho que tu experiencia no haya sido la esperada. Nos gustaría conocer los detalles para corregirlo: escríbenos a soporte.',
    'Sentimos los inconvenientes. Revisamos el caso con el equipo responsable y hemos cambiado el proceso de implementación.',
    'Lamentamos lo ocurrido. Nos pusimos en contacto con tu área de RRHH para ofrecer una solución.',
  ],
};

export const REPLY_CLOSINGS: readonly string[] = [
  'Un saludo cordial.',
  'Quedamos a tu disposición.',
  'Saludos del equipo.',
  '',
];

/** Added to a reply the owner edited after posting it. */
export const REPLY_EDITS: readonly string[] = [
  'Actualización: ya quedó resuelto el ajuste que mencionas.',
  'Actualización: el nuevo proceso ya está en marcha para todos los clientes.',
  'Actualización: compartimos el detalle con tu equipo por correo.',
];

export const REJOINDERS: Record<Tone, readonly string[]> = {
  positive: [
    '¡Gracias a ustedes! Seguimos en contacto.',
    'Gracias por la respuesta, un gusto trabajar con el equipo.',
  ],
  mixed: [
    'Gracias por responder. Confirmo que nos contactaron y la situación mejoró.',
    'Agradezco la respuesta; veremos cómo evoluciona en los próximos meses.',
  ],
  negative: [
    'Agradezco la respuesta, aunque el problema sigue sin resolverse.',
    'Nos contactaron después de la reseña y lograron corregir parte de los errores.',
  ],
};

/** Report details by reason (the member's free text). */
export const REPORT_DETAILS = {
  harmful: ['La reseña contiene insultos hacia una persona del equipo.'],
  personal_data: ['Menciona el nombre completo y el teléfono de una colaboradora.'],
  spam: ['Parece publicidad de otra empresa.', 'El texto se repite en varias reseñas.'],
  not_real: [
    'No tenemos registro de este cliente.',
    'No creo que el autor haya trabajado con este proveedor.',
  ],
  other_company: ['Describe el servicio de otra empresa con un nombre parecido.'],
} as const;

/** Reasons an admin gives with a decision (e-mailed to the review's author). */
export const DECISION_REASONS = {
  keep: [
    'La reseña describe una experiencia real y cumple las normas de la comunidad.',
    'Revisamos el reporte y no encontramos motivos para retirar la reseña.',
  ],
  remove: [
    'La reseña no cumple las normas de la comunidad: no describe una experiencia verificable.',
    'Retirada porque describe el servicio de otra empresa.',
    'Retirada por incluir datos personales de terceros.',
  ],
} as const;
