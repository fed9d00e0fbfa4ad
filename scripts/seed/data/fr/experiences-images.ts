import type { ExperienceImage } from '../experiences-images'

/** The French alts of the experiences artwork. */
export const fr: Record<ExperienceImage, string> = {
  journeyHeritage: 'Un portrait de la fondatrice de la maison aux tons sépia',
  journeyAngels: 'Des fûts au repos sous les voûtes de pierre d’un chai silencieux',
  journeySavoirFaire: 'Des vignes ondulant sur des collines crayeuses sous un soleil pâle',
  chapterStill: 'Des reflets de cuivre qui tournoient comme les courbes d’un alambic',
  chapterCellar: 'Des rangées de vieux fûts dans la pénombre du chai',
  chapterVineyard: 'Des vignes d’ugni blanc qui mûrissent dans la lumière de la fin d’été',
  chapterGlass: 'Un verre tulipe de cognac d’un ambre profond',
  timeline1847: 'Élise Solaine, fondatrice de la maison en 1847',
  timeline1921: 'La porte scellée du paradis de la maison',
  sessionTasting: 'Un verre de cognac prêt pour la dégustation',
  sessionVine: 'Le vignoble à l’aube, là où commence chaque cognac',
  episodeNose: 'Un verre incliné pour libérer les arômes du cognac',
  episodePalate: 'Une première petite gorgée de cognac ambré',
  episodeFinish: 'Un verre presque vide qui garde encore le parfum du chêne',
  episodeHarvest: 'Les vendanges entre les rangs d’ugni blanc',
  episodeDistillation: 'Des vagues de cuivre et d’ambre qui évoquent l’alambic en chauffe',
  episodeAgeing: 'Des fûts de chêne français vieillissant dans un chai au bord du fleuve',
  quizProfile: 'Une bouteille de cognac qui attend de rencontrer votre goût',
  quizJourneys: 'Un chemin à travers les vignes sous un ciel bleu du soir',
  quizKnowledge: 'Des courbes bleu nuit et ambre, comme un cognac qui tourne dans le verre',
}
