import type { JourneySlug, JourneyText } from '../journeys'

/** The Spanish texts of the journeys, by slug. */
export const es: Record<JourneySlug, JourneyText> = {
  heritage: {
    title: 'Herencia',
    intro:
      'De un granero a orillas del Charente a una casa de siete generaciones: acompañe a la familia Solaine a lo largo de los años que dieron forma a su coñac.',
    seoDescription:
      'La historia de Maison Solaine, desde el primer alambique de Élise Solaine en 1847 hasta los maestros bodegueros de hoy.',
    chapters: [
      {
        title: 'Un granero junto al río',
        text: [
          'En 1847, Élise Solaine, viuda de treinta y dos años, compró un alambique de cobre y un granero de piedra a orillas del Charente. Sus vecinos le daban una temporada; ella les dio un coñac del que aún se hablaba en la vendimia siguiente.',
          'Anotaba cada destilación en un cuaderno, con una letra pequeña e inclinada. El cuaderno sigue en la casa, y su primera página todavía dice: «La paciencia ante todo».',
        ],
      },
      {
        title: 'La bodega paraíso',
        text: [
          'En 1921, su nieto Auguste eligió los mejores aguardientes de la casa y los guardó tras una puerta de roble, en la bodega más profunda. La llamó el paraíso y la selló con lacre.',
          'Solo el maestro bodeguero tiene la llave. Las barricas más antiguas se abren para un ensamblaje una vez por generación, unas pocas gotas cada vez.',
        ],
      },
      {
        title: 'Siete generaciones',
        text: [
          'La casa siempre ha pasado de mano en mano dentro de la familia; cada maestro bodeguero forma a su sucesor durante años antes de dejarlo catar solo.',
          'Hoy Hélène Solaine dirige las bodegas, y una séptima generación aprende a su lado el arte que inició Élise.',
        ],
      },
    ],
  },
  'part-des-anges': {
    title: 'La parte de los ángeles',
    intro:
      'Cada año, un poco del coñac de nuestras barricas se eleva en el aire de las bodegas. Descubra adónde va y qué deja tras de sí.',
    seoDescription:
      'Cómo respira el coñac a través del roble, por qué los ángeles se llevan su parte y cómo las bodegas moldean cada aguardiente.',
    chapters: [
      {
        title: 'Lo que se llevan los ángeles',
        text: [
          'El roble respira. A través de las duelas de la barrica se evapora cada año cerca de un dos por ciento del aguardiente: es la parte de los ángeles. A lo largo de una larga vida en madera, una barrica puede perder un tercio de su contenido.',
          'Lo que queda se vuelve más redondo y profundo. El aguardiente cede algo de su fuerza y gana a cambio el lento perfume de los años.',
        ],
      },
      {
        title: 'Bodegas secas, bodegas húmedas',
        text: [
          'Nuestras barricas reposan en dos tipos de bodega. En las bodegas secas, por encima del río, se escapa sobre todo el agua y el aguardiente se vuelve firme y tenso. En las húmedas, junto al agua, es el alcohol el que se va primero, y el aguardiente se vuelve flexible y redondo.',
          'El maestro bodeguero mueve las barricas de unas a otras como un jardinero acerca sus plantas al sol.',
        ],
      },
      {
        title: 'Los muros negros',
        text: [
          'Mire los tejados y los muros que rodean las bodegas de Cognac: los ennegrece un diminuto hongo que se alimenta de los vapores de la parte de los ángeles. Aquí es un signo de honor.',
          'Donde la piedra se vuelve negra, el coñac lleva muchísimo tiempo envejeciendo.',
        ],
      },
    ],
  },
  'savoir-faire': {
    title: 'Savoir-faire',
    intro:
      'De la viña a la copa, siga los gestos que convierten una uva blanca en un coñac de una profundidad serena.',
    seoDescription:
      'Viñedo, alambique y sala de ensamblaje: el saber hacer detrás de cada coñac de Maison Solaine.',
    chapters: [
      {
        title: 'En el viñedo',
        text: [
          'Nuestras viñas crecen sobre la creta de la Grande Champagne. Allí la ugni blanc madura despacio y conserva la frescura que necesita un gran aguardiente.',
          'La uva se vendimia en octubre y se prensa enseguida; el vino fermenta de forma natural, sin azúcar ni azufre añadidos.',
        ],
      },
      {
        title: 'En el alambique',
        text: [
          'Durante todo el invierno, los alambiques de cobre arden día y noche. El vino se destila dos veces, y el segundo calentamiento separa el corazón del aguardiente de sus cabezas y colas.',
          'La ley es clara: el último alambique se apaga el 31 de marzo siguiente a la vendimia.',
        ],
      },
      {
        title: 'En la sala de ensamblaje',
        text: [
          'Ningún coñac de la casa procede de una sola barrica. El maestro bodeguero cata cientos de aguardientes de distintas edades y crus, y luego los une, gota a gota.',
          'Un ensamblaje puede tardar años en armonizarse. Solo se embotella cuando sabe igual que el recuerdo del anterior.',
        ],
      },
    ],
  },
}
