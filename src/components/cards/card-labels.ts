/**
 * The words a content card reads out around its facts, by collection. Pure: the server's content
 * kit and client components (search results) build the same labels from their translator.
 */
import type { StringKey } from '@/i18n/strings'
import type { DurationUnits } from '@/rules/format'
import type { ContentCardLabels } from './ContentCard'

/** What the label before a card's time says, by collection. */
const TIME_LABEL: Partial<Record<string, StringKey>> = {
  videos: 'card.videoLength',
  episodes: 'card.videoLength',
  podcasts: 'detail.listen',
  cocktails: 'recipe.preparation',
  'food-recipes': 'recipe.preparation',
  sessions: 'session.duration',
  playlists: 'session.duration',
}

export function cardLabels(t: (key: StringKey) => string, kind: string): ContentCardLabels {
  return {
    exclusive: t('card.exclusive'),
    time: t(TIME_LABEL[kind] ?? 'card.readingTime'),
    tags: t('card.tags'),
    signIn: t('card.signInToOpen'),
    newTab: t('card.opensNewTab'),
  }
}

export function durationUnits(t: (key: StringKey) => string): DurationUnits {
  return { h: t('duration.h'), min: t('duration.min'), sec: t('duration.sec') }
}
