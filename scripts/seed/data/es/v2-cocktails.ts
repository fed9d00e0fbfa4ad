import type { V2CocktailSlug, V2CocktailText } from '../v2-cocktails'

/** The Spanish texts of the V2 cocktails, by slug: the card, then each bloc in page order. */
export const es: Record<V2CocktailSlug, V2CocktailText> = {
  'crisp-green-tea': {
    texts: {
      title: 'Té Verde Fresco',
      description:
        'Té verde frío, pepino y coñac Blue Martinet, alargados con agua mineral: un highball ligero y herbal para las primeras noches cálidas.',
    },
    blocs: [
      {},
      {
        tips: 'Un sencha da un trago herbal y vivo; un hojicha tostado lo vuelve más redondo, con notas de nuez. En cualquier caso, nunca sirvas té caliente sobre hielo: aguaría la bebida.',
      },
      {
        steps: [
          {
            title: 'Prepara y enfría el té',
            description:
              'Infusiona el té verde a 80 °C solo dos minutos para que quede fresco y sin amargor, y déjalo enfriar en el refrigerador.',
            large: '80 °C',
          },
          {
            title: 'Arma en el vaso',
            description:
              'Llena un vaso highball con hielo y las rodajas de pepino. Agrega el coñac, el té, el jugo de limón y el jarabe de miel, y mezcla durante diez segundos.',
          },
          {
            title: 'Alarga con agua mineral',
            description:
              'Completa con agua mineral y levanta la cucharilla una sola vez, con suavidad, para conservar las burbujas.',
          },
        ],
      },
      {
        texts: {
          subtitle: 'Blue Martinet',
          title: 'Hecho para mezclar',
          description:
            'Blue Martinet es el coñac de la casa para tragos largos: fruta brillante, un toque especiado y la estructura suficiente para destacar entre el té y las burbujas.',
          buttons: ['Descubre Blue Martinet'],
        },
      },
      {},
    ],
  },
  'robust-coffee': {
    texts: {
      title: 'Café Intenso',
      description:
        'Un espresso corto, coñac XO y licor de café agitados hasta lograr una espuma aterciopelada: el café y el digestivo de la sobremesa en una sola copa.',
    },
    blocs: [
      {},
      {
        tips: 'Usa el espresso en el primer minuto después de prepararlo: la crema fresca le da cuerpo a la espuma. Agita con cubos de hielo grandes para enfriar sin aguar la bebida.',
      },
      {
        texts: {
          title: 'Cómo agitar un Café Intenso',
          description:
            'Nuestro bartender principal muestra cómo quince segundos de agitado enérgico convierten el espresso y el XO en una espuma de terciopelo.',
        },
      },
      {
        steps: [
          {
            title: 'Prepara el espresso',
            description:
              'Prepara un espresso corto y disuelve en él el azúcar demerara mientras está caliente.',
          },
          {
            title: 'Llena la coctelera',
            description:
              'Vierte el espresso endulzado, el coñac y el licor de café en una coctelera llena de hielo.',
          },
          {
            title: 'Agita para la espuma',
            description:
              'Agita con fuerza durante quince segundos: los aceites del café se convierten en una espuma espesa y cremosa.',
            large: '15 segundos',
          },
          {
            title: 'Cuela y decora',
            description:
              'Cuela dos veces en una copa coupé fría y coloca tres granos de café sobre la espuma.',
          },
        ],
      },
      {
        texts: {
          title: 'La tradición del pousse-café',
          paragraphs: [
            'En los cafés franceses, a un café cargado le seguía tradicionalmente una copita de coñac: el pousse-café, la bebida que «empuja» el café. Otros preferían verter el coñac directamente en la taza, el llamado café arrosé.',
            'El Café Intenso reúne ambos en una sola copa. Con sus notas de cacao, fruta confitada y especias, el XO se sostiene frente a un tueste oscuro.',
          ],
        },
      },
      {},
    ],
  },
  'swift-old-fashioned': {
    texts: {
      title: 'Swift Old Fashioned',
      description:
        'El más puro de los clásicos: coñac Blue Martinet, un terrón de azúcar, amargo y un twist de naranja sobre un solo cubo de hielo grande.',
    },
    blocs: [
      {},
      {
        texts: {
          subtitle: 'El estilo de la casa',
          title: 'Tres ingredientes, nada que esconder',
          description:
            'Con tan pocos elementos en el vaso, el coñac lleva el cóctel. Blue Martinet aporta vainilla, fruta confitada y un final amaderado y limpio que el azúcar y el amargo solo enmarcan.',
          quote: 'Un Old Fashioned es un coñac que se sazona, no un cóctel que se construye.',
          buttons: ['Descubre Blue Martinet'],
        },
      },
      {
        tips: 'Un cubo grande se derrite lentamente, así que el último sorbo sabe como el primero. Sácalo del congelador un minuto antes para que no se agriete al contacto con el coñac.',
      },
      {
        steps: [
          {
            title: 'Disuelve el azúcar',
            description:
              'Pon el terrón de azúcar en un vaso mezclador, empápalo con el amargo y el agua, y aplástalo con el dorso de la cucharilla hasta que se disuelva.',
          },
          {
            title: 'Agrega el coñac',
            description: 'Vierte el coñac y llena el vaso mezclador con hielo.',
          },
          {
            title: 'Mezcla',
            description:
              'Mezcla unos treinta segundos, hasta que la bebida esté fría y sedosa, y cuélala sobre el cubo grande en un vaso old fashioned.',
            large: '30 segundos',
          },
          {
            title: 'Perfuma con naranja',
            description:
              'Exprime la cáscara de naranja sobre el vaso, pásala por el borde y déjala caer dentro.',
          },
        ],
      },
      {
        texts: {
          title: 'A la antigua',
          paragraphs: [
            'En la década de 1880, cuando los bartenders añadían licores y absenta a sus mezclas, algunos clientes pedían un cóctel preparado «a la antigua»: destilado, azúcar, agua y amargo, nada más.',
            'El coñac era uno de los destilados que se servían así. Nuestro Swift Old Fashioned respeta los cuatro ingredientes originales y deja que Blue Martinet hable por sí mismo.',
          ],
        },
      },
      {},
    ],
  },
  'chevalier-noir': {
    texts: {
      title: 'Chevalier Noir',
      description:
        'Coñac Ruban Bleu, vermut rojo, licor de zarzamora y amargo de chocolate, mezclados y servidos en copa: un cóctel oscuro y aterciopelado para el final de la noche.',
    },
    blocs: [
      {},
      {
        tips: 'Guarda el vermut en el refrigerador una vez abierto: un vermut fresco mantiene vivo el cóctel. En invierno, cambia las zarzamoras por una cereza.',
      },
      {
        steps: [
          {
            title: 'Enfría la copa',
            description:
              'Llena la copa con hielo y agua mientras preparas el cóctel, para que la bebida caiga en un cristal bien frío.',
          },
          {
            title: 'Mezcla',
            description:
              'Vierte el coñac, el vermut, el licor de zarzamora y el amargo en un vaso mezclador lleno de hielo y mezcla durante veinticinco segundos.',
            large: '25 segundos',
          },
          {
            title: 'Cuela y decora',
            description:
              'Vacía la copa, cuela el cóctel en ella y coloca sobre el borde dos zarzamoras ensartadas en un palillo.',
          },
        ],
      },
      {
        texts: {
          title: 'El Chevalier Noir, mezclado',
          description:
            'Mezclado, nunca agitado: mira cómo el bar de la casa prepara su cóctel más oscuro.',
        },
      },
      {
        texts: {
          subtitle: 'Ruban Bleu',
          title: 'Frutos negros y Ruban Bleu',
          description:
            'Las notas de ciruela, café tostado y especias del Ruban Bleu piden sabores profundos. La zarzamora y el vermut rojo les responden sin ocultar nunca el coñac.',
          buttons: ['Descubre Ruban Bleu', 'Encuentra una tienda'],
        },
      },
      {
        texts: {
          title: 'La noche del caballero negro',
          paragraphs: [
            'El Chevalier Noir se sirvió por primera vez en el bar de la casa, en Cognac, una noche de otoño, después de prensar las últimas uvas de la vendimia. Los bartenders buscaban un cóctel tan oscuro como las bodegas donde reposa el Ruban Bleu.',
            'Su nombre viene del caballero de armadura negra tallado sobre la puerta de la bodega, al que los trabajadores saludan al entrar desde hace generaciones.',
          ],
        },
      },
      {},
    ],
  },
}
