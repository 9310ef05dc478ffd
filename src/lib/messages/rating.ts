/** Copy of a rating wherever it is drawn: the server-rendered stars and the directory's script. */
import { RATING_MAX } from '../contract/reviews';

export const ratingMessages = {
  /** The stars' accessible name: "4 de 5 estrellas". */
  starsLabel: (filled: number) => `${filled} de ${RATING_MAX} estrellas`,
} as const;
