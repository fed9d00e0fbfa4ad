import type { PageImageKey } from './data/pages'
import type { ImageSpec } from './images'

/** The demo pages' artwork (alts in data/<language>/pages.ts). Keys are file names, so stable. */
export const PAGE_IMAGES: Record<PageImageKey, Omit<ImageSpec, 'alt'>> = {
  visitHeader: { key: 'pages-visit-header', motif: 'cellar', hue: 30 },
  visitTasting: { key: 'pages-visit-tasting', motif: 'glass', hue: 38 },
  visitCellarTour: { key: 'pages-visit-cellar-tour', motif: 'cellar', hue: 20 },
  visitVineyardWalk: { key: 'pages-visit-vineyard-walk', motif: 'vineyard', hue: 45 },
  craftStill: { key: 'pages-craft-still', motif: 'abstract', hue: 25 },
  craftPortrait: { key: 'pages-craft-portrait', motif: 'portrait', hue: 35 },
  galleryVineyard: { key: 'pages-gallery-vineyard', motif: 'vineyard', hue: 80 },
  galleryCellar: { key: 'pages-gallery-cellar', motif: 'cellar', hue: 15 },
  galleryGlass: { key: 'pages-gallery-glass', motif: 'glass', hue: 28 },
  galleryCooper: { key: 'pages-gallery-cooper', motif: 'portrait', hue: 22 },
  carouselBottle: { key: 'pages-carousel-bottle', motif: 'bottle', hue: 220 },
  carouselCocktail: { key: 'pages-carousel-cocktail', motif: 'cocktail', hue: 40 },
  carouselHarvest: { key: 'pages-carousel-harvest', motif: 'vineyard', hue: 50 },
  contactPortrait: { key: 'pages-contact-portrait', motif: 'portrait', hue: 210 },
  nobligeAgeGate: { key: 'pages-noblige-age-gate', motif: 'abstract', hue: 350 },
  indigoBottle: { key: 'pages-indigo-bottle', motif: 'bottle', hue: 225 },
}
