import type { CollectibleEdition, CollectibleText } from '../collectibles'

/** The Spanish texts of the collectibles, by edition number. */
export const es: Record<CollectibleEdition, CollectibleText> = {
  1: {
    name: 'La Licorera del Fundador',
    description:
      'Cristal tallado a mano al estilo de 1897, con nuestros aguardientes más antiguos de la bodega paraíso.',
  },
  2: {
    name: 'Oro de Vendimia',
    description:
      'Una licorera dorada con los colores de la vendimia de 2024, el año en que nuestras viñas más jóvenes dieron su primer fruto.',
  },
  3: {
    name: 'Noche de la Cinta Azul',
    description:
      'Vidrio azul medianoche y tapón de plata, para el ensamblaje que servimos en la gala de invierno de la casa.',
  },
  4: {
    name: 'Noblesse Rouge',
    description:
      'La licorera del servicio de regalos, sellada con lacre rojo y firmada por nuestro maestro bodeguero.',
  },
}
