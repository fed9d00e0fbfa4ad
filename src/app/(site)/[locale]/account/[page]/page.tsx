import type { Metadata } from 'next'
import { notFound, redirect } from 'next/navigation'
import { AccountView } from '@/account/AccountView'
import { MEMBERS_ONLY_PAGES } from '@/account/pages'
import { currentSession } from '@/account/server/http'
import { thresholds } from '@/account/server/progress'
import { hasMemberOrders } from '@/commerce/orders/member-orders'
import { ClientStrings } from '@/components/ClientStrings'
import { getSiteOptions } from '@/content/site'
import { siteTranslator } from '@/content/site-translator'
import { getLocale, isLocale } from '@/i18n/locales'
import { accountHref, isAccountPage } from '@/routing/account-paths'

type Params = { locale: string; page: string }
type Search = Record<string, string | string[] | undefined>

// Personal: rendered per request, never cached (the public pages stay static).
export const dynamic = 'force-dynamic'

export async function generateMetadata({ params }: { params: Promise<Params> }): Promise<Metadata> {
  const { locale, page } = await params
  if (!isLocale(locale) || !isAccountPage(page)) return {}
  return { title: (await siteTranslator(locale))(`account.page.${page}`), robots: { index: false } }
}

export default async function AccountRoute({
  params,
  searchParams,
}: {
  params: Promise<Params>
  searchParams: Promise<Search>
}) {
  const { locale, page } = await params
  if (!isLocale(locale) || !isAccountPage(page)) notFound()
  const search = await searchParams
  const one = (k: string) => (typeof search[k] === 'string' ? (search[k] as string) : undefined)
  const session = await currentSession()
  const { member } = session
  if (!member && MEMBERS_ONLY_PAGES.has(page)) {
    redirect(accountHref(locale, 'sign-in', accountHref(locale, page)))
  }
  const [options, levels, showOrders] = await Promise.all([
    getSiteOptions(locale),
    member && page === 'profile' ? thresholds(session.payload) : undefined,
    // Orders are listed where buying exists, elsewhere only for a member who has ordered.
    member
      ? getLocale(locale).capabilities.cart || hasMemberOrders(session.payload, member.id)
      : false,
  ])
  return (
    <ClientStrings locale={locale} groups={['account']}>
      <AccountView
        locale={locale}
        page={page}
        member={member}
        redirectTo={one('redirect_to')}
        token={one('token')}
        minimumAge={options.age_gate?.minimum_age ?? undefined}
        thresholds={levels}
        showOrders={showOrders}
      />
    </ClientStrings>
  )
}
