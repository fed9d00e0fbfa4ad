import type { TimelineSlug, TimelineText } from '../timeline'

/** The Spanish texts of the timeline, by slug. */
export const es: Record<TimelineSlug, TimelineText> = {
  '1847-founding': {
    title: 'La fundación',
    dateLabel: 'Primavera de 1847',
    summary:
      'Élise Solaine compra su primer alambique y un granero junto al Charente: nace Maison Solaine.',
    body: [
      'Viuda muy joven, Élise Solaine invirtió sus ahorros en un alambique de cobre y un granero de piedra en la orilla, cerca de Cognac. Los primeros aguardientes que destiló aquel invierno aún viven, en unas pocas gotas preciosas, en los ensamblajes más antiguos de la casa.',
      'Eligió el río por sus nieblas: el aire húmedo de las orillas, escribió, «vuelve suave el aguardiente».',
    ],
  },
  '1879-replanting': {
    title: 'La replantación',
    dateLabel: '1879',
    summary:
      'Tras la filoxera que arrasa los viñedos de Cognac, Charles Solaine replanta las viñas familiares sobre portainjertos resistentes.',
    body: [
      'En pocos años, un insecto diminuto destruyó la mayor parte de las viñas de la región. Muchas casas cerraron; Charles, el hijo de Élise, decidió esperar y replantar.',
      'Injertadas sobre portainjertos americanos, las nuevas viñas de ugni blanc dieron su primera vendimia en 1883, y los alambiques de la casa nunca dejaron de arder.',
    ],
  },
  '1921-paradise-cellar': {
    title: 'La bodega paraíso',
    dateLabel: 'Otoño de 1921',
    summary:
      'Auguste Solaine sella la bodega paraíso, donde aún reposan los aguardientes más antiguos de la casa.',
    body: [
      'Tras una puerta de roble sellada con lacre, Auguste reunió las barricas más raras de su abuela y de su padre, algunas con más de setenta años.',
      'Desde entonces, el paraíso solo se abre para los grandes ensamblajes de la casa, y cada vez el maestro bodeguero anota la fecha en el mismo registro.',
    ],
  },
  '1962-open-doors': {
    title: 'Puertas abiertas en el quai des Chais',
    dateLabel: '1962',
    summary:
      'La casa abre a sus primeros visitantes las bodegas del quai des Chais, a orillas del río.',
    body: [
      'Marguerite Solaine, de la cuarta generación, abrió las puertas de las bodegas a los viajeros que querían ver dónde duerme el coñac.',
      'La visita que diseñó, de la sala de alambiques a la puerta del paraíso, es la misma que siguen hoy nuestros guías.',
    ],
  },
  '2004-cellar-master': {
    title: 'Una nueva maestra bodeguera',
    dateLabel: '2004',
    summary:
      'Hélène Solaine, de la sexta generación, se convierte en maestra bodeguera tras quince años de aprendizaje.',
    body: [
      'Hélène aprendió junto a su padre, catando cada mañana a la misma hora y con la misma luz, hasta reconocer cada cru a ciegas.',
      'Su primer ensamblaje como maestra bodeguera mantuvo intacto el estilo de la casa; el segundo se atrevió con un poco más de fruta.',
    ],
  },
  '2024-masterclasses': {
    title: 'Las masterclasses',
    dateLabel: '2024',
    summary:
      'La casa comparte su saber hacer en masterclasses filmadas, y una séptima generación entra en las bodegas.',
    body: [
      'Para celebrar su larga historia, la casa invitó a su maestra bodeguera y a su maestro destilador a ponerse ante la cámara para enseñar el arte de la cata y el camino de la viña a la copa.',
      'Ese mismo año, la séptima generación de la familia comenzó su aprendizaje en las bodegas, en la escuela de la paciencia.',
    ],
  },
}
