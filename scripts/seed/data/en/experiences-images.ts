import type { ExperienceImage } from '../experiences-images'

/** The English alts of the experiences artwork. */
export const en: Record<ExperienceImage, string> = {
  journeyHeritage: 'A portrait of the house’s founder in warm sepia tones',
  journeyAngels: 'Casks resting under the stone vaults of a quiet cellar',
  journeySavoirFaire: 'Vineyards rolling over chalky hills under a pale sun',
  chapterStill: 'Copper reflections swirling like the curves of a still',
  chapterCellar: 'Rows of old casks in the half-light of the cellar',
  chapterVineyard: 'Ugni blanc vines ripening in the late summer light',
  chapterGlass: 'A tulip glass of deep amber cognac',
  timeline1847: 'Élise Solaine, founder of the house in 1847',
  timeline1921: 'The sealed door of the paradise cellar',
  sessionTasting: 'A glass of cognac ready for tasting',
  sessionVine: 'The vineyard at dawn, where every cognac begins',
  episodeNose: 'A glass tilted to release the aromas of the cognac',
  episodePalate: 'A first small sip of amber cognac',
  episodeFinish: 'An almost empty glass still holding the scent of oak',
  episodeHarvest: 'Harvest time among the rows of ugni blanc',
  episodeDistillation: 'Waves of copper and amber evoking the still at work',
  episodeAgeing: 'French oak casks ageing in a riverside cellar',
  quizProfile: 'A bottle of cognac waiting to match your taste',
  quizJourneys: 'A path through the vines under a blue evening sky',
  quizKnowledge: 'Deep blue and amber curves, like cognac swirling in a glass',
}
