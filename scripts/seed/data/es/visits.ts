import type { VisitKey } from '../visits'

/** The Spanish descriptions of the demo visits. */
export const es: Record<VisitKey, string> = {
  tasting:
    'Una hora en la sala de cata: cuatro aguardientes de distintas edades y después Ruban Bleu, con un guía que explica lo que cambia cada año en barrica.',
  'cellar-tour':
    'De los alambiques al paraíso, donde los aguardientes más antiguos reposan en damajuanas. Termina con la cata de dos coñacs.',
  'vineyard-walk':
    'Dos horas entre nuestras viñas, en las colinas calizas de la Grande Champagne, y después una copa a la sombra del antiguo lagar.',
}
