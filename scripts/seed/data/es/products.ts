import type { ProductWords } from '../products'

/** Distillation texts shared by several cuvées. */
const fineLees = 'Doble destilación sobre lías finas en alambiques charentais de cobre'
const onLees = 'Doble destilación sobre lías en alambiques charentais de cobre'

/**
 * The Spanish texts of the collection: the cuvées, the limited editions' stories, the cover and
 * bottle alts.
 */
export const es: ProductWords = {
  cuvees: {
    'vs-single-distillery': {
      title: 'Solaine VS Single Estate',
      small_description:
        'Un VS luminoso y afrutado, nacido en los alambiques de una sola destilería a orillas del Charente.',
      description: [
        'La mayoría de los coñacs unen aguardientes de muchas destilerías. Este proviene de un único taller de alambiques en los Fins Bois, donde el mismo destilador cuida el cobre desde hace treinta vendimias.',
        'Joven, vivo y generoso en fruta, está pensado para servirse con hielo y agua tónica o agitarse en un sidecar, y también se defiende solo.',
      ],
      colour: 'Oro brillante',
      nose: 'Pera fresca, flor de vid y un toque de vainilla.',
      palate: 'Vivo y jugoso, con ciruela, ralladura de limón y un ligero tostado.',
      finish: 'Corto y limpio, con una pizca de pimienta blanca.',
      cru: 'Fins Bois',
      cask_type: 'Roble francés de grano fino, barricas jóvenes',
      distillation: 'Doble destilación en alambiques charentais de cobre, en una sola destilería',
    },
    'v-s-o-p': {
      title: 'Solaine V.S.O.P',
      small_description:
        'Un V.S.O.P redondo y generoso, donde el chabacano maduro se encuentra con la miel de acacia.',
      description: [
        'Envejecido al menos cuatro años en roble del Limousin, nuestro V.S.O.P reúne aguardientes de Borderies y Fins Bois, elegidos por su redondez y su fruta.',
        'Es el coñac que la casa sirve a los amigos: fácil de querer solo, ideal con un único cubo de hielo o alargado con ginger ale.',
      ],
      colour: 'Ámbar dorado',
      nose: 'Chabacano maduro, miel de acacia y almendra tostada.',
      palate: 'Redondo y suave, con fruta de hueso, vainilla delicada y un toque de canela.',
      finish: 'De longitud media, suavemente especiado.',
      cru: 'Borderies y Fins Bois',
      cask_type: 'Roble francés del bosque del Limousin',
      distillation: fineLees,
    },
    'blue-swift': {
      title: 'Solaine Blue Martinet',
      small_description:
        'Nuestro V.S.O.P, terminado en barricas que antes guardaron bourbon de Kentucky.',
      description: [
        'Cada tarde de verano, los vencejos rozan el Charente al pie de nuestras bodegas. Blue Martinet les debe su nombre, y su carácter a un viaje: un coñac V.S.O.P que termina su añejamiento en barricas de roble americano impregnadas de bourbon.',
        'Ese acabado le aporta caramelo, vainilla y una calidez suave que lo vuelven el compañero natural de un old fashioned, o de una copa lenta después de la cena.',
      ],
      colour: 'Oro profundo con destellos cobrizos',
      nose: 'Caramelo, vaina de vainilla y manzana horneada.',
      palate: 'Sedoso, con caramelo de mantequilla, plátano maduro y roble tostado.',
      finish: 'Cálido y largo, con especias dulces.',
      cru: 'Fins Bois y Borderies',
      cask_type: 'Roble francés, con acabado en barricas de bourbon de roble americano',
      distillation: fineLees,
    },
    xo: {
      title: 'Solaine XO',
      small_description:
        'Un XO rico y especiado, construido sobre la creta de la Grande y la Petite Champagne.',
      description: [
        'Solaine XO reúne más de doscientos aguardientes, envejecidos al menos diez años, de la Grande Champagne, la Petite Champagne y las Borderies.',
        'Su sello es una riqueza cálida y especiada sobre fruta confitada. Sírvelo solo en una copa tulipa y deja que se abra unos minutos antes del primer sorbo.',
      ],
      colour: 'Ámbar profundo',
      nose: 'Chabacano seco, higo, pimienta negra y cedro.',
      palate: 'Amplio y rico, con fruta confitada, clavo y nuez fresca.',
      finish: 'Largo y cálido, con un brillo de pimienta.',
      cru: 'Grande Champagne, Petite Champagne y Borderies',
      cask_type: 'Roble francés de tostado medio, después barricas antiguas',
      distillation: onLees,
    },
    'cordon-bleu': {
      title: 'Solaine Ruban Bleu',
      small_description:
        'La mezcla de listón azul de la casa, floral y aterciopelada, guiada por las Borderies.',
      description: [
        'En 1912, Jean Solaine ató un listón de seda azul al cuello de su mejor mezcla, y el nombre se quedó. Ruban Bleu se construye en torno a aguardientes de las Borderies, el cru más pequeño de Cognac, apreciados por sus notas de violeta.',
        'Envejecido al menos doce años, une el impulso floral de las Borderies con la profundidad de las viejas Grande Champagne. Disfrútalo solo, quizá con un cuadrito de chocolate amargo.',
      ],
      colour: 'Ámbar con destellos caoba',
      nose: 'Violeta, naranja confitada y pan de especias.',
      palate: 'Aterciopelado, con ciruela, café tostado y moka.',
      finish: 'Largo y elegante, con especias y fruta seca.',
      cru: 'Borderies y Grande Champagne',
      cask_type: 'Barricas antiguas de roble francés del bosque de Tronçais',
      distillation: onLees,
    },
    'cordon-bleu-extra': {
      title: 'Solaine Ruban Bleu Extra',
      small_description:
        'Ruban Bleu llevado más lejos: aguardientes muy viejos del «paraíso» de la casa.',
      description: [
        'Ruban Bleu Extra empieza donde termina Ruban Bleu. El maestro bodeguero recurre a aguardientes de veinticinco años o más, que reposan en las barricas centenarias de nuestro «paraíso».',
        'El tiempo les ha dado el rancio, esa nota escasa de los coñacs viejos que recuerda a la nuez, el cuero y el sotobosque. Un coñac para noches largas y conversaciones sin prisa.',
      ],
      colour: 'Caoba profunda',
      nose: 'Higo seco, iris, sándalo y caja de puros.',
      palate: 'Denso y en capas, con fruta confitada, chocolate amargo y cuero viejo.',
      finish: 'Muy largo, amaderado, con un rancio profundo.',
      cru: 'Borderies y Grande Champagne',
      cask_type: 'Barricas centenarias de roble francés en el «paraíso» de la bodega',
      distillation: onLees,
    },
    'lor-de-jean-gold': {
      title: 'L’Or d’Élise Gold',
      small_description:
        'Un homenaje a Jean Solaine: aguardientes raros de Grande Champagne en una licorera de cristal dorada.',
      description: [
        'Jean Solaine selló el «paraíso» en 1921 para que sus nietos heredaran sus tesoros. L’Or d’Élise reúne los más raros, aguardientes de Grande Champagne envejecidos cuarenta años o más.',
        'Embotellado a 42 % para conservar cada matiz, se presenta en una licorera de cristal numerada, coronada con un tapón dorado. Sirve una medida pequeña y dale tiempo: cambia con cada minuto en la copa.',
      ],
      colour: 'Caoba profunda con reflejos dorados',
      nose: 'Cera de abeja, hoja de tabaco, rosa seca y oporto tawny añejo.',
      palate: 'Profundo y en capas, con cáscara de naranja confitada, nuez, cuero y cacao.',
      finish: 'Casi interminable, con rancio y sándalo.',
      cru: 'Grande Champagne',
      cask_type: 'Barricas centenarias de roble francés y después damajuanas de vidrio',
      distillation:
        'Doble destilación sobre lías; los aguardientes más antiguos datan de los años sesenta',
    },
  },
  editions: {
    'blue-swift-limited-edition-by-aurore': {
      title: 'Blue Martinet edición limitada por Aurore',
      small_description:
        'Blue Martinet en un estuche pintado por Aurore, muralista de Marsella: vencejos que cruzan un cielo azul noche.',
      description: [
        'Para esta edición invitamos a Aurore, una muralista que pinta los muros de Marsella, a vestir nuestro Blue Martinet. Cubrió la botella con una bandada de vencejos, trazados de un solo gesto en blanco y cobre sobre azul medianoche.',
        'Dentro está el Blue Martinet que ya conoces, terminado en barricas de bourbon. La edición está numerada y no se repetirá.',
      ],
    },
    'vs-single-distillery-limited-edition-by-celeste': {
      title: 'VS Single Estate edición limitada por Céleste',
      small_description:
        'Nuestro VS de una sola destilería con una etiqueta de la ilustradora Céleste: un mapa nocturno del Charente.',
      description: [
        'Céleste dibuja mapas de los lugares que importan a las personas. Para nosotros dibujó el río de noche: la destilería, los puentes de Cognac y las estrellas reflejadas en el agua, impresos en plata sobre una etiqueta azul profundo.',
        'El coñac es nuestro VS Single Estate, luminoso y afrutado, hecho para tragos largos y noches de verano. Una edición numerada, disponible hasta agotar existencias.',
      ],
    },
  },
  covers: {
    vineyard: 'Viñedos de los Fins Bois al final del verano',
    river: 'Luz de la tarde sobre el Charente, en tonos azules',
    cellar: 'Barricas en reposo en las bodegas de la casa, en el quai des Chais',
    paradise: 'El «paraíso», donde reposan los aguardientes más antiguos',
    artists: 'Pinceladas en azul medianoche y cobre',
  },
  bottleAlt: (title) => `Una botella de ${title}`,
}
