import type { ExperienceImage } from '../experiences-images'

/** The Spanish alts of the experiences artwork. */
export const es: Record<ExperienceImage, string> = {
  journeyHeritage: 'Un retrato de la fundadora de la casa en cálidos tonos sepia',
  journeyAngels: 'Barricas en reposo bajo las bóvedas de piedra de una bodega silenciosa',
  journeySavoirFaire: 'Viñedos que ondulan sobre colinas calizas bajo un sol pálido',
  chapterStill: 'Reflejos de cobre que giran como las curvas de un alambique',
  chapterCellar: 'Hileras de barricas viejas en la penumbra de la bodega',
  chapterVineyard: 'Viñas de ugni blanc madurando con la luz del final del verano',
  chapterGlass: 'Una copa de tulipa con coñac de un ámbar profundo',
  timeline1847: 'Élise Solaine, fundadora de la casa en 1847',
  timeline1921: 'La puerta sellada de la bodega paraíso',
  sessionTasting: 'Una copa de coñac lista para la cata',
  sessionVine: 'El viñedo al amanecer, donde empieza cada coñac',
  episodeNose: 'Una copa inclinada para liberar los aromas del coñac',
  episodePalate: 'Un primer sorbo pequeño de coñac ambarino',
  episodeFinish: 'Una copa casi vacía que aún guarda el aroma del roble',
  episodeHarvest: 'La vendimia entre las hileras de ugni blanc',
  episodeDistillation: 'Ondas de cobre y ámbar que evocan el alambique en marcha',
  episodeAgeing: 'Barricas de roble francés envejeciendo en una bodega junto al río',
  quizProfile: 'Una botella de coñac que espera encontrarse con su gusto',
  quizJourneys: 'Un camino entre las viñas bajo un cielo azul de atardecer',
  quizKnowledge: 'Curvas azul profundo y ámbar, como un coñac que gira en la copa',
}
