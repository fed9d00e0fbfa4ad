import type { CollectionConfig } from 'payload'
import { Articles } from './Articles'
import { Categories } from './Categories'
import { News } from './News'
import { Playlists } from './Playlists'
import { Podcasts } from './Podcasts'
import { Shows } from './Shows'
import { Tags } from './Tags'
import { Videos } from './Videos'

/** The editorial collections, registered in payload.config.ts in this order. */
export const EDITORIAL_COLLECTIONS: CollectionConfig[] = [
  Tags,
  Categories,
  Articles,
  News,
  Videos,
  Shows,
  Playlists,
  Podcasts,
]
