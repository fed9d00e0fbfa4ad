import type { Translate } from '@/i18n/strings'

/**
 * The site translator (editors' overrides merged) for a locale stored on a record, loaded on
 * first use. Mail and account code takes its Payload handle as an argument and must not pull
 * the Payload config in with its own imports, which the options read behind the translator does
 * (a test would otherwise bind the config before choosing its database).
 */
export async function mailTranslator(locale: string): Promise<Translate> {
  const { recordTranslator } = await import('./site-translator')
  return recordTranslator(locale)
}
