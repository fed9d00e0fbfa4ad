import { en } from '@payloadcms/translations/languages/en'
import { es } from '@payloadcms/translations/languages/es'
import { fr } from '@payloadcms/translations/languages/fr'
import { pl } from '@payloadcms/translations/languages/pl'
import { ru } from '@payloadcms/translations/languages/ru'
import { vi } from '@payloadcms/translations/languages/vi'
import { zhTw } from '@payloadcms/translations/languages/zhTw'

/**
 * The admin's interface languages (issue 17 item 6): those Payload ships that match the site's
 * seven languages. Chinese is Traditional (zh-TW), the script of our zh-hk and zh-tw locales.
 * Each editor picks theirs on their account page (stored with their preferences); until then
 * Payload follows the browser's Accept-Language, English when none matches.
 */
export const ADMIN_LANGUAGES = { en, fr, es, pl, ru, vi, 'zh-TW': zhTw }

export type AdminLanguage = keyof typeof ADMIN_LANGUAGES
