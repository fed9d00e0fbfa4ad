import type { ExperienceImage } from '../experiences-images'

/** The Polish alts of the experiences artwork. */
export const pl: Record<ExperienceImage, string> = {
  journeyHeritage: 'Portret założycielki domu w ciepłych odcieniach sepii',
  journeyAngels: 'Beczki spoczywające pod kamiennymi sklepieniami cichej piwnicy',
  journeySavoirFaire: 'Winnice falujące na kredowych wzgórzach w bladym słońcu',
  chapterStill: 'Miedziane refleksy wirujące jak krzywizny alembiku',
  chapterCellar: 'Rzędy starych beczek w półmroku piwnicy',
  chapterVineyard: 'Winorośl ugni blanc dojrzewająca w świetle późnego lata',
  chapterGlass: 'Kieliszek tulipan z koniakiem o głębokiej bursztynowej barwie',
  timeline1847: 'Élise Solaine, założycielka domu w 1847 roku',
  timeline1921: 'Zapieczętowane drzwi rajskiej piwnicy',
  sessionTasting: 'Kieliszek koniaku gotowy do degustacji',
  sessionVine: 'Winnica o świcie, gdzie zaczyna się każdy koniak',
  episodeNose: 'Przechylony kieliszek, który uwalnia aromaty koniaku',
  episodePalate: 'Pierwszy mały łyk bursztynowego koniaku',
  episodeFinish: 'Prawie pusty kieliszek, który wciąż pachnie dębem',
  episodeHarvest: 'Winobranie między rzędami ugni blanc',
  episodeDistillation: 'Fale miedzi i bursztynu przywołujące pracujący alembik',
  episodeAgeing: 'Beczki z francuskiego dębu dojrzewające w piwnicy nad rzeką',
  quizProfile: 'Butelka koniaku czekająca, by trafić w twój gust',
  quizJourneys: 'Ścieżka wśród winorośli pod błękitnym wieczornym niebem',
  quizKnowledge: 'Granatowe i bursztynowe krzywe jak koniak wirujący w kieliszku',
}
