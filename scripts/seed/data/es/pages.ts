import type { PagesCopy } from '../pages'

/** Textos de las páginas de demostración en español (es-mx). */
export const es: PagesCopy = {
  pages: {
    newsletter: {
      title: 'Boletín',
      headline: 'Noticias de las bodegas, cuatro veces al año.',
      intro: [
        'Crónicas de la vendimia, lanzamientos, recetas de cócteles e invitaciones a la casa: suscríbete y recibe la carta Solaine con cada nueva temporada.',
      ],
    },
    newsletterThanks: {
      title: 'Gracias por suscribirte',
      headline: 'Tu primera carta desde Cognac ya va en camino.',
      intro: [
        'Te enviamos un correo para confirmar tu dirección. En cuanto la confirmes, recibirás nuestra próxima carta con el cambio de temporada.',
      ],
    },
    videoCard: {
      title: 'Tarjetas en video',
      headline: 'Envía un brindis en movimiento.',
      intro: [
        'Elige un momento, escribe unas palabras y las convertimos en un cortometraje para compartir con las personas que celebras.',
      ],
    },
    videoCardCreate: {
      title: 'Crea tu tarjeta en video',
      headline: 'Tres pasos, un minuto, un brindis.',
      intro: [
        'Elige una escena de la casa, agrega el nombre de la persona que celebras y tu mensaje. Tu tarjeta queda lista para compartir al instante.',
      ],
    },
    videoCardShare: {
      title: 'Una tarjeta en video para ti',
      headline: 'Alguien levantó su copa por ti.',
      intro: [
        'Dale play para ver la tarjeta que hicieron para ti y responde con una tarjeta tuya.',
      ],
    },
    masterclass: {
      title: 'Masterclass',
      headline: 'Aprende sobre coñac con quienes lo elaboran.',
      intro: [
        'Sesiones breves en video con nuestro maestro bodeguero y nuestros ensambladores: de la vid a la copa, a tu propio ritmo. Completa cada sesión para desbloquear el siguiente nivel.',
      ],
    },
    shows: {
      title: 'Espectáculos',
      headline: 'Música en las bodegas, cada noche de verano.',
      intro: [
        'De junio a septiembre, la casa abre sus bodegas a músicos de la región de Charente y de otras partes. Este es el programa de la temporada.',
      ],
    },
    contact: {
      title: 'Contáctanos',
      headline: '¿Una pregunta sobre una botella, una visita o un evento?',
      intro: [
        'Nuestro equipo en Cognac responde cada mensaje en un plazo de dos días hábiles, en francés o en inglés.',
      ],
    },
    craftsmanship: {
      title: 'Oficio',
      headline: 'Los gestos pacientes detrás de cada aguardiente.',
      intro: [
        'Destilar, fabricar barricas, añejar y ensamblar: cuatro oficios que la casa conserva en sus propias manos desde 1847.',
      ],
    },
    timeline: {
      title: 'Cronología',
      headline: 'Ciento ochenta años a orillas del Charente.',
      intro: [
        '1847: Élise Solaine enciende su primer alambique. 1892: la casa envía sus primeras cajas a Londres. 1921: se sella la bodega paraíso. 1968: nace el ensamblaje Blue Martinet. Hoy: una séptima generación aprende el arte de la paciencia.',
      ],
    },
    booking: {
      title: 'Reserva tu recorrido Ruban Bleu',
      headline: 'Dos horas en el corazón de la casa.',
      intro: [
        'Recorre el viñedo, entra en las bodegas y degusta Ruban Bleu con uno de nuestros guías. Elige abajo la fecha y el idioma de tu visita.',
      ],
    },
    visitUs: {
      title: 'Visítanos',
      headline: 'Cognac, 12 quai des Chais: la puerta está abierta.',
      intro: [
        'La casa recibe visitantes todo el año, con reservación, para recorridos, catas y paseos por el viñedo.',
      ],
    },
    indigo: {
      title: 'La visita Indigo',
      headline: 'Una cata privada en torno a Ruban Bleu.',
      intro: [
        'Para grupos pequeños de hasta seis personas, la visita Indigo termina en el salón azul, donde se sirve Ruban Bleu junto a los aguardientes que lo componen.',
      ],
    },
    cocktails: {
      title: 'Cócteles',
      headline: 'El coñac, mezclado, agitado y alargado.',
      intro: [
        'Clásicos de la barra y nuevas recetas de nuestros bartenders, ordenados por sabor: suave, cremoso, dulce, ácido o amargo.',
      ],
    },
    foodRecipes: {
      title: 'Recetas',
      headline: 'Platillos que se llevan bien con una copa de coñac.',
      intro: [
        'Recetas de nuestra cocina en Cognac, con el ensamblaje ideal para acompañar cada una.',
      ],
    },
    articles: {
      title: 'Artículos',
      headline: 'Historias del viñedo, de las bodegas y de la barra.',
      intro: [
        'Conoce a las personas, los lugares y los gestos que dan forma a cada botella de la casa.',
      ],
    },
    videos: {
      title: 'Videos',
      headline: 'La casa en plena labor.',
      intro: [
        'Vendimias, noches de destilación y la creación de nuestros ensamblajes, filmados en Cognac.',
      ],
    },
    qualification: {
      title: 'Profesionales',
      headline: 'Bartenders, sommeliers y tiendas: únete a nuestro programa profesional.',
      intro: [
        'Cuéntanos sobre tu bar o tu tienda. Cuando confirmemos tu perfil, recibirás fichas técnicas, invitaciones a capacitaciones y muestras de los lanzamientos.',
      ],
    },
    playlists: {
      title: 'Playlists',
      headline: 'Música para degustar.',
      intro: [
        'Jazz lento para un XO, soul luminoso para un sidecar: nuestras playlists acompañan cada momento de la cata.',
      ],
    },
    collection: {
      title: 'La colección',
      headline: 'Del V.S.O.P a los ensamblajes más raros de la bodega paraíso.',
      intro: ['Todos los coñacs de la casa, su carácter y el momento que mejor les sienta.'],
    },
    nftCollection: {
      title: 'Colección digital',
      headline: 'Un certificado digital para cada licorera numerada.',
      intro: [
        'Cada licorera de nuestras ediciones limitadas tiene un gemelo digital que demuestra su origen y la acompaña de un propietario a otro.',
      ],
    },
    comparator: {
      title: 'Compara nuestros coñacs',
      headline: 'Lado a lado, nota por nota.',
      intro: [
        'Elige dos o tres coñacs de la colección para comparar su edad, sus aromas y la forma de servirlos.',
      ],
    },
    comparatorResults: {
      title: 'Tu comparación',
      headline: 'Así se distinguen tus coñacs.',
      intro: [
        'Edad, perfil aromático, servicio y maridaje: las diferencias entre tus elecciones de un vistazo.',
      ],
    },
    tags: {
      title: 'Temas',
      headline: 'Explora las historias de la casa por tema.',
      intro: ['Viñedo, bodega, cócteles, patrimonio: elige un tema y lee todo sobre él.'],
    },
    search: {
      title: 'Búsqueda',
      headline: 'Encuentra un coñac, un cóctel o una historia.',
      intro: ['Escribe una palabra: un ensamblaje, un ingrediente, un lugar o un nombre.'],
    },
    terms: {
      title: 'Términos y condiciones',
      headline: 'Las reglas de uso de este sitio.',
      intro: [
        'Este sitio es publicado por Maison Solaine, 12 quai des Chais, 16100 Cognac, Francia. Al usarlo aceptas estos términos.',
        'El acceso está reservado a personas mayores de edad para consumir alcohol en su país de residencia. Los contenidos son informativos y pueden cambiar sin previo aviso.',
        'Los textos, imágenes y videos de este sitio pertenecen a Maison Solaine y no pueden reutilizarse sin autorización por escrito.',
      ],
    },
    privacy: {
      title: 'Aviso de privacidad',
      headline: 'Qué datos recabamos, para qué y cómo mantienes el control.',
      intro: [
        'Solo recabamos los datos que nos proporcionas (tu correo para el boletín, tus datos al reservar una visita) y los necesarios para el funcionamiento del sitio.',
        'Nunca vendemos tus datos. Los conservamos mientras sigas suscrito o seas miembro y, como máximo, tres años después de tu último contacto.',
        'Puedes acceder a tus datos, corregirlos o eliminarlos en cualquier momento escribiendo a privacy@maison-solaine.test.',
      ],
    },
    cookies: {
      title: 'Política de cookies',
      headline: 'Las cookies de este sitio y tus opciones.',
      intro: [
        'Las cookies esenciales recuerdan la confirmación de tu edad y tu idioma. No pueden desactivarse.',
        'Las cookies de medición de audiencia y de redes sociales solo se instalan con tu consentimiento, que puedes retirar en cualquier momento desde la configuración de cookies al pie de cada página.',
      ],
    },
    nutrition: {
      title: 'Información nutrimental',
      headline: 'Qué contiene una copa de coñac.',
      intro: [
        'Nuestros coñacs se elaboran con uvas blancas, se destilan dos veces y se añejan en roble. No contienen azúcar añadida; puede usarse caramelo para mantener un color constante.',
        'Por cada 100 ml a 40 % Alc. Vol.: energía 231 kcal (955 kJ), grasas 0 g, carbohidratos 0 g, proteínas 0 g, sodio 0 g.',
      ],
    },
    storeLocator: {
      title: 'Puntos de venta',
      headline: 'Encuentra nuestros coñacs cerca de ti.',
      intro: [
        'Vinaterías, tiendas departamentales y bares que ofrecen los coñacs de la casa, en un mapa a tu alrededor.',
      ],
    },
    eventFinder: {
      title: 'Eventos',
      headline: 'Catas, masterclasses y veladas cerca de ti.',
      intro: [
        'La casa viaja: encuentra la próxima cata o masterclass en tu ciudad y regístrate en unos cuantos clics.',
      ],
    },
    connectedBottle: {
      title: 'Tu botella',
      headline: 'Cada botella tiene su historia.',
      intro: [
        'La etiqueta del cuello de cada botella lleva un código firmado por la casa. Escaneado con un teléfono, indica si la botella es auténtica, cuándo fue embotellada y cuántas veces se ha escaneado antes. Descubre después su historia y la mejor manera de servirla.',
      ],
    },
    carousel: {
      title: 'Momentos de la casa',
      headline: 'Un año en Cognac, en imágenes.',
      intro: ['Recorre las estaciones de la casa, de la vendimia a la primera cata.'],
    },
    noblige: {
      title: 'Noblesse',
      headline: 'El arte de regalar, por Maison Solaine.',
      intro: [
        'Noblesse es nuestro servicio de regalos: elige una botella, escribe una tarjeta con tus propias palabras y entregamos ambas, envueltas a mano en Cognac.',
      ],
    },
    nobligeSharedCard: {
      title: 'Una tarjeta para ti',
      headline: 'Alguien te ha escrito.',
      intro: [
        'Esta tarjeta acompaña una botella elegida para ti. Ábrela, lee el mensaje y guárdala todo el tiempo que quieras.',
      ],
    },
    news: {
      title: 'Noticias',
      headline: 'Lo más reciente de Maison Solaine.',
      intro: ['Lanzamientos, premios, notas de vendimia y la vida en la casa.'],
    },
    quizzJourneys: {
      title: '¿Qué recorrido es el tuyo?',
      headline: 'Cinco preguntas para encontrar tu camino en la casa.',
      intro: [
        'Patrimonio, la parte de los ángeles o el saber hacer: responde unas cuantas preguntas y te sugerimos el recorrido ideal para ti.',
      ],
    },
  },
  alts: {
    visitHeader: 'Las bodegas de añejamiento de Maison Solaine junto al río',
    visitTasting: 'Una copa de coñac en la barra del salón de catas',
    visitCellarTour: 'Barricas de roble bajo los arcos de piedra de la bodega',
    visitVineyardWalk: 'Hileras de vides en una ladera calcárea al atardecer',
    craftStill: 'Los alambiques de cobre de la destilería',
    craftPortrait: 'La maestra bodeguera de la casa',
    galleryVineyard: 'Vides de ugni blanc a finales del verano',
    galleryCellar: 'Barricas en reposo en la bodega paraíso',
    galleryGlass: 'Una copa tulipa de coñac ambarino',
    galleryCooper: 'Un tonelero trabajando una barrica de roble',
    carouselBottle: 'Una botella de Ruban Bleu bajo una luz cálida',
    carouselCocktail: 'Un cóctel sidecar con un twist de naranja',
    carouselHarvest: 'El viñedo en época de vendimia',
    contactPortrait: 'Una guía de la casa recibiendo a los visitantes',
    nobligeAgeGate: 'Ondas abstractas de un rojo intenso',
    indigoBottle: 'Una botella de Ruban Bleu en el salón azul',
  },
  newsletterButton: 'Suscribirme',
  thanksCta: 'Descubre nuestros cócteles',
  videoCardCta: 'Crear una tarjeta en video',
  videoCardShareCta: 'Crea tu propia tarjeta',
  sessionsTitle: 'Empieza con estas sesiones',
  lineUp: {
    title: 'El cartel de este verano',
    places: ['La bodega paraíso', 'La terraza del río', 'El patio de la tonelería'],
  },
  contact: {
    subtitle: 'En Cognac',
    title: 'Nuestros guías te responden',
    description: [
      'Escríbenos si tienes una pregunta sobre nuestros coñacs, una visita en grupo o un evento privado. Indícanos tu país de residencia para responderte en el idioma correcto.',
    ],
    emailButton: 'Enviar un correo',
    formButton: 'Abrir el formulario de contacto',
  },
  craft: {
    subtitle: 'Destilación',
    title: 'Dos veces por el cobre',
    description: [
      'De noviembre a marzo, el vino de la vendimia se destila dos veces en nuestros alambiques de cobre. Solo el corazón de la segunda destilación se convierte en aguardiente.',
    ],
    imageLegend: 'Los alambiques se vigilan día y noche durante toda la temporada de destilación.',
    quote: 'Un gran coñac no se hace. Se espera.',
    quoteLabel: 'Palabras de la maestra bodeguera',
    quoteAuthor: 'Hélène Marchand, maestra bodeguera',
    galleryTitle: 'En manos de la casa',
    galleryLegends: [
      'El viñedo en agosto',
      'La bodega paraíso',
      'La primera cata',
      'En la tonelería',
    ],
  },
  timelineCta: 'Lee nuestra historia',
  booking: {
    title: 'Elige tu fecha',
    description:
      'Visitas en francés y en inglés, de martes a sábado. Cupo máximo de doce personas por visita.',
  },
  visit: {
    title: 'Visita Maison Solaine',
    subtitle: 'Recorridos, catas y paseos por el viñedo',
    description:
      'Cruza el portón de la casa en el quai des Chais y sigue el camino de un aguardiente, del alambique a la bodega paraíso.',
    details: [
      'Abierto de martes a sábado, de 10:00 a 18:00 h',
      'Recorridos de una a dos horas',
      'Con reservación, a partir de 18 años',
    ],
    quote: 'Cada visitante se lleva en la ropa un poco de la parte de los ángeles.',
    quoteLabel: 'Como les gusta decir a nuestros guías',
    quoteAuthor: 'Camille, guía de la casa',
    bookButton: 'Reservar una visita',
    itemsTitle: 'Elige tu experiencia',
    items: ['La cata', 'El recorrido por las bodegas', 'El paseo por el viñedo'],
    itemButton: 'Reservar',
    sectionTitle: 'Lo que vas a conocer',
    slices: [
      {
        subtitle: 'Las bodegas',
        title: 'Donde el tiempo hace su trabajo',
        description: [
          'Miles de barricas de roble reposan en nuestras bodegas junto al Charente, donde el aire húmedo suaviza los aguardientes año tras año.',
        ],
      },
      {
        subtitle: 'El viñedo',
        title: 'Cal, sol y paciencia',
        description: [
          'Un breve paseo lleva de la casa a nuestras vides de la Grande Champagne, plantadas con ugni blanc en suelo calcáreo.',
        ],
      },
    ],
    cta: 'Conoce la visita Indigo',
  },
  indigo: {
    eyebrow: 'Visita privada',
    title: 'Indigo, en torno a Ruban Bleu',
    content: [
      'La visita Indigo te lleva a la bodega donde añejan los aguardientes de Ruban Bleu antes de ensamblarse.',
      'Termina en el salón azul, donde se sirve Ruban Bleu junto a tres de sus aguardientes, para que descubras lo que aporta cada uno.',
    ],
    caption: 'El salón azul recibe a seis invitados a la vez.',
    button: 'Reservar la visita Indigo',
  },
  cocktailsTitle: 'Nuestras recetas favoritas',
  howTo: {
    title: 'Cómo maridar el coñac con la comida',
    steps: [
      {
        title: 'Empieza por la edad',
        description:
          'Los coñacs jóvenes y afrutados van con entradas frescas; los más añejos prefieren platillos intensos.',
      },
      {
        title: 'Haz eco de los aromas',
        description: 'Frutos secos, vainilla y especias en la copa piden lo mismo en el plato.',
      },
      {
        title: 'Cuida la temperatura',
        description:
          'Sirve el coñac a temperatura ambiente, o con un solo hielo si acompaña un platillo salado.',
      },
      {
        title: 'Termina con algo dulce',
        description: 'Un chocolate amargo o una tarta tatin revelan toda la profundidad de un XO.',
      },
    ],
  },
  articlesTitle: 'Nuestras historias recientes',
  videosTitle: 'Para ver ahora',
  qualificationButton: 'Unirme al programa profesional',
  productsTitle: 'Descubre la gama',
  comparatorCta: 'Comparar nuestros coñacs',
  connectedCta: 'Ver toda la colección',
  carouselTitle: 'Cuatro estaciones en Cognac',
  carouselLegends: [
    'Ruban Bleu, el ensamblaje de la casa',
    'Un sidecar en la terraza del río',
    'Vendimia en la Grande Champagne',
  ],
  nobligeMenu: ['Noblesse', 'Cócteles', 'La Casa'],
  nobligeCta: 'Escribir una tarjeta',
  sharedCardCta: 'Descubre Noblesse',
  newsTitle: 'Últimas noticias',
  eventFinder: {
    title: 'Regístrate en un evento',
    description:
      'Elige un evento de la lista y llena el formulario: recibirás la confirmación de tu lugar por correo.',
  },
}
