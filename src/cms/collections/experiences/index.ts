import type { CollectionConfig } from 'payload'
import { Episodes } from './Episodes'
import { Journeys } from './Journeys'
import { Quiz, QuizzCognacProfile, QuizzJourneys } from './Quizzes'
import { Sessions } from './Sessions'
import { Timeline } from './Timeline'

/** The experiences collections, registered in payload.config.ts in this order. */
export const EXPERIENCES_COLLECTIONS: CollectionConfig[] = [
  Journeys,
  Timeline,
  Sessions,
  Episodes,
  QuizzCognacProfile,
  QuizzJourneys,
  Quiz,
]
