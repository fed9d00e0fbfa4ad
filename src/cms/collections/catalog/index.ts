import type { CollectionConfig } from 'payload'
import { Events } from './Events'
import { Outlets } from './Outlets'
import { Products } from './Products'
import { RetailerOffers } from './RetailerOffers'

/** The catalog collections, registered in payload.config.ts in this order. */
export const CATALOG_COLLECTIONS: CollectionConfig[] = [Products, Outlets, Events, RetailerOffers]
