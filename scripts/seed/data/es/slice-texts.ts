import type { SliceTexts } from '../slice-texts'

/** The Spanish texts of the home, house and history pages and the footer. */
export const es: SliceTexts = {
  homeTitle: 'El arte de la paciencia',
  homeBlockTitle: 'Coñac de las orillas del Charente',
  homeBlockHeadline:
    'Desde 1847, Maison Solaine destila la luz de los viñedos de Cognac en aguardientes de una profundidad serena.',
  homeRichText: [
    'Cada botella nace en el viñedo, donde la uva ugni blanc madura lentamente bajo el cielo atlántico.',
    'Destilados dos veces en alambiques de cobre y envejecidos en roble francés, nuestros coñacs los ensambla un maestro bodeguero que prueba lo que los años han dado.',
  ],
  houseTitle: 'La Casa',
  houseText: [
    'Maison Solaine es una casa familiar de coñac, fundada por Élise Solaine en las colinas calizas de la Grande Champagne.',
    'Seis generaciones después, la casa sigue envejeciendo cada aguardiente en sus propias bodegas junto al río.',
  ],
  historyTitle: 'Nuestra historia',
  historyText: [
    '1847: Élise Solaine compra su primer alambique y un granero junto al Charente.',
    '1921: se sella la bodega paraíso, que guarda los aguardientes más antiguos de la casa.',
    'Hoy: una séptima generación de maestros bodegueros aprende el arte de la paciencia.',
  ],
  footerText:
    'Maison Solaine, 12 quai des Chais, 16100 Cognac, Francia. Nuestro contenido está dirigido a adultos en edad legal para beber.',
  disclaimer: 'Disfrute con responsabilidad',
}
