import type { LegacyCocktailSlug, LegacyCocktailText } from '../legacy-cocktails'

/** The Spanish texts of the legacy cocktails, by slug. */
export const es: Record<LegacyCocktailSlug, LegacyCocktailText> = {
  sidecar: {
    texts: {
      title: 'Sidecar',
      description:
        'Un clásico de los años veinte con borde de azúcar: coñac V.S.O.P, licor de naranja y limón amarillo fresco, agitados hasta quedar helados.',
      steps: [
        {
          title: 'Escarcha la copa',
          description:
            'Humedece el borde exterior de una copa coupé fría con un poco de jugo de limón y pásalo por azúcar extrafina.',
        },
        {
          title: 'Prepara la coctelera',
          description:
            'Vierte el coñac, el licor de naranja y el jugo de limón en la coctelera y llénala de hielo hasta tres cuartas partes.',
        },
        {
          title: 'Agita con fuerza',
          description:
            'Agita enérgicamente unos diez segundos, hasta que la coctelera esté helada, y cuela dos veces sobre la copa.',
        },
        {
          title: 'Termina con naranja',
          description:
            'Exprime la cáscara de naranja sobre la copa para liberar sus aceites y déjala caer dentro.',
        },
      ],
      servingTips:
        'Sírvelo de inmediato, mientras la copa siga escarchada. Escarcha solo la mitad del borde para que cada quien elija su sorbo.',
      quote:
        'Tanta frescura como calidez: con el Sidecar enseñamos a cada nuevo bartender a equilibrar un cóctel.',
    },
    history: {
      title: 'Nacido entre dos guerras',
      paragraphs: [
        'El Sidecar surgió hacia el final de la Primera Guerra Mundial, y bares de París y de Londres se disputan haberlo servido primero. Su nombre suele asociarse con los sidecares de las motocicletas de la época.',
        'Las primeras recetas mezclaban coñac, licor de naranja y limón a partes iguales. Con los años, los bartenders le dieron al coñac la mayor proporción, y así lo preparamos hoy.',
      ],
    },
  },
  julep: {
    texts: {
      title: 'Julep',
      description:
        'Menta fresca, un toque de azúcar y coñac Blue Martinet sobre una montaña de hielo frappé: un trago largo y refrescante para las tardes de calor.',
      steps: [
        {
          title: 'Despierta la menta',
          description:
            'Coloca la mayor parte de las hojas de menta y el jarabe natural en una copa julep o un vaso old fashioned y presiónalas suavemente con el macerador. Hay que machacar las hojas, no romperlas.',
        },
        {
          title: 'Agrega el coñac',
          description:
            'Vierte el coñac, llena la copa a la mitad con hielo frappé y mezcla con la cucharilla hasta que el exterior se escarche.',
        },
        {
          title: 'Corona con hielo',
          description:
            'Forma un domo con el resto del hielo frappé y añade unas gotas de amargo por encima.',
        },
        {
          title: 'Decora',
          description:
            'Acomoda las últimas hojas de menta en el hielo junto a un popote corto, para que el aroma de la menta acompañe cada sorbo.',
        },
      ],
      servingTips:
        'Toma la copa por la base para que el calor de la mano no derrita la escarcha. Un popote corto acerca la nariz a la menta.',
      quote:
        'El julep pide paciencia: mezcla hasta que la copa se cubra de escarcha blanca; solo entonces está listo.',
    },
    history: {
      title: 'Del sur de Estados Unidos al bar de la casa',
      paragraphs: [
        'El julep ya se bebía en Estados Unidos a principios del siglo XIX y, antes de que la filoxera arrasara los viñedos de Europa, el coñac era uno de los destilados más usados para prepararlo.',
        'Cuando se replantaron las vides de Cognac, el whiskey ya había ocupado su lugar en el sur. Nuestro Julep vuelve a esa receta más antigua, con Blue Martinet para darle calidez y profundidad.',
      ],
    },
  },
  float: {
    texts: {
      title: 'Float de coñac',
      description:
        'Una bola de helado de vainilla, coñac Blue Martinet y la chispa del ginger ale: un postre de fuente de sodas para adultos, para comer con cuchara y beber con popote.',
      steps: [
        {
          title: 'Enfría el vaso',
          description:
            'Mete un vaso alto al congelador durante diez minutos y coloca dentro la bola de helado de vainilla.',
        },
        {
          title: 'Vierte el coñac',
          description:
            'Vierte el coñac despacio sobre el helado para que resbale por las paredes del vaso.',
        },
        {
          title: 'Completa y sirve',
          description:
            'Inclina el vaso y completa suavemente con ginger ale para que la espuma suba sin derramarse. Termina con una pizca de nuez moscada rallada.',
        },
      ],
      servingTips:
        'Sírvelo con una cuchara larga y un popote. Come primero la espuma y luego bebe mientras el helado se funde con el coñac.',
      quote:
        'Blue Martinet tiene en su aroma suficiente vainilla para salir al encuentro del helado.',
    },
  },
  'ginger-spice': {
    texts: {
      title: 'Jengibre Especiado',
      description:
        'Jengibre fresco, limón y miel agitados con coñac V.S.O.P, alargados con cerveza de jengibre y con un toque de canela: cálido y vibrante a la vez.',
      steps: [
        {
          title: 'Machaca el jengibre',
          description:
            'Pon las rodajas de jengibre y el jarabe de miel en la coctelera y machácalos para extraer su jugo.',
        },
        {
          title: 'Agita',
          description:
            'Añade el coñac, el jugo de limón y un puñado de hielo, y agita unos ocho segundos.',
        },
        {
          title: 'Cuela sobre hielo nuevo',
          description:
            'Cuela con colador fino en un vaso highball lleno de hielo nuevo, para que no pasen fibras de jengibre.',
        },
        {
          title: 'Completa y especia',
          description:
            'Completa con cerveza de jengibre, mezcla una sola vez desde el fondo y termina con una pizca de canela.',
        },
      ],
      servingTips:
        'Pon una cuña de limón en el borde para quien lo prefiera más ácido. Una cerveza de jengibre picante lo hace más intenso; una suave, más redondo.',
      quote:
        'El jengibre resalta las especias que el V.S.O.P ya trae de sus años en barrica de roble.',
    },
  },
}
