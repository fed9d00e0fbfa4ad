import { getLocale, isLocale, type LocaleCode } from '@/i18n/locales'
import { HttpRefusal } from '@/server/http/refusal'

/** The `locale` parameter of a cart endpoint: a locale with the cart capability, else a 400. */
export function cartLocale(value: string | null | undefined): LocaleCode {
  if (!isLocale(value) || !getLocale(value).capabilities.cart) {
    throw new HttpRefusal(400, 'unavailable', 'cart.error.unavailable')
  }
  return value
}
