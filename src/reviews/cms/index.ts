import type { CollectionConfig } from 'payload'
import { ProductReviews } from './ProductReviews'

/** Product reviews (issue 14), registered in payload.config.ts after the event registrations. */
export const REVIEW_COLLECTIONS: CollectionConfig[] = [ProductReviews]
