import type { ImageSpec } from '../images'
import { en } from './en/experiences-images'
import { es } from './es/experiences-images'
import { fr } from './fr/experiences-images'
import { pl } from './pl/experiences-images'
import { ru } from './ru/experiences-images'
import { type TextsByLanguage, textsOf } from './texts'
import { vi } from './vi/experiences-images'
import { zh } from './zh/experiences-images'

/**
 * The artwork of the experiences demo content: 20 images. Chapters, timeline entries and quiz
 * outcomes reuse them where the subject is the same (the paradise cellar, the vineyard…). Their
 * alts are in <language>/experiences-images.ts.
 */
const EXPERIENCE_IMAGE_RECORDS = {
  journeyHeritage: { key: 'experiences-journey-heritage', motif: 'portrait', hue: 30 },
  journeyAngels: { key: 'experiences-journey-part-des-anges', motif: 'cellar', hue: 35 },
  journeySavoirFaire: { key: 'experiences-journey-savoir-faire', motif: 'vineyard', hue: 90 },
  chapterStill: { key: 'experiences-chapter-still', motif: 'abstract', hue: 20 },
  chapterCellar: { key: 'experiences-chapter-cellar', motif: 'cellar', hue: 25 },
  chapterVineyard: { key: 'experiences-chapter-vineyard', motif: 'vineyard', hue: 60 },
  chapterGlass: { key: 'experiences-chapter-glass', motif: 'glass', hue: 40 },
  timeline1847: { key: 'experiences-timeline-1847', motif: 'portrait', hue: 15 },
  timeline1921: { key: 'experiences-timeline-1921', motif: 'cellar', hue: 10 },
  sessionTasting: { key: 'experiences-session-tasting', motif: 'glass', hue: 35 },
  sessionVine: { key: 'experiences-session-vine', motif: 'vineyard', hue: 100 },
  episodeNose: { key: 'experiences-episode-nose', motif: 'glass', hue: 300 },
  episodePalate: { key: 'experiences-episode-palate', motif: 'glass', hue: 20 },
  episodeFinish: { key: 'experiences-episode-finish', motif: 'glass', hue: 50 },
  episodeHarvest: { key: 'experiences-episode-harvest', motif: 'vineyard', hue: 80 },
  episodeDistillation: { key: 'experiences-episode-distillation', motif: 'abstract', hue: 25 },
  episodeAgeing: { key: 'experiences-episode-ageing', motif: 'cellar', hue: 30 },
  quizProfile: { key: 'experiences-quiz-profile', motif: 'bottle', hue: 30 },
  quizJourneys: { key: 'experiences-quiz-journeys', motif: 'vineyard', hue: 200 },
  quizKnowledge: { key: 'experiences-quiz-knowledge', motif: 'abstract', hue: 220 },
} satisfies Record<string, Omit<ImageSpec, 'alt'>>

export type ExperienceImage = keyof typeof EXPERIENCE_IMAGE_RECORDS

const ALTS: TextsByLanguage<ExperienceImage, string> = { en, fr, es, pl, zh, vi, ru }

export const EXPERIENCE_IMAGES = Object.fromEntries(
  Object.entries(EXPERIENCE_IMAGE_RECORDS).map(([image, record]) => [
    image,
    { ...record, alt: textsOf(ALTS, image as ExperienceImage) },
  ]),
) as Record<ExperienceImage, ImageSpec>
