import { siteTranslator } from '@/content/site-translator'
import type { LocaleCode } from '@/i18n/locales'
import { NewsletterLinkAction } from '@/newsletter/NewsletterLinkAction'
import type { Member } from '@/payload-types'
import { type AccountPage, accountHref } from '@/routing/account-paths'
import { DEFAULT_MINIMUM_AGE } from '@/rules/date-of-birth'
import { countriesFor } from './countries-for'
import {
  ForgotPasswordForm,
  NewPasswordForm,
  SignInForm,
  SignUpForm,
  VerifyMail,
} from './forms/AuthForms'
import {
  ActivitiesList,
  ArrivalContinue,
  BookmarksList,
  DeleteAccountForm,
  ProfileForm,
  SignOutButton,
} from './forms/MemberForms'
import { OrdersListLazy } from './forms/OrdersListLazy'
import { memberNav } from './pages'
import { type LevelThresholds, nextLevelNeeds } from './rules/level-progress'
import { sameSitePath } from './rules/redirect-to'
import { memberView } from './server/member-view'
import './account.css'

interface Props {
  locale: LocaleCode
  page: AccountPage
  member: Member | null
  redirectTo?: string
  token?: string
  minimumAge?: number
  /** The level thresholds editors set (the profile tells what the next level needs). */
  thresholds?: LevelThresholds
  /** Whether the member's menu lists Orders (src/account/pages.ts memberNav). */
  showOrders?: boolean
}

/** One account page (SPEC §2.3), dark-themed (§2.4): the heading, the member's menu, the form. */
export async function AccountView({
  locale,
  page,
  member,
  redirectTo,
  token,
  minimumAge,
  thresholds,
  showOrders = false,
}: Props) {
  const t = await siteTranslator(locale)
  // Where the visitor was going (same-site only), and where they land by default.
  const returnTo = sameSitePath(redirectTo) ?? undefined
  const target = returnTo ?? accountHref(locale, 'profile')
  const view = member ? memberView(member) : null
  return (
    <div className="account-page" data-theme="dark">
      <div className="account-page__inner">
        <h1 className="account-page__title">{t(`account.page.${page}`)}</h1>
        {view ? (
          <nav className="account-nav" aria-label={t('account.nav')}>
            <ul>
              {memberNav(showOrders || page === 'orders').map((p) => (
                <li key={p}>
                  <a href={accountHref(locale, p)} aria-current={p === page ? 'page' : undefined}>
                    {t(`account.page.${p}`)}
                  </a>
                </li>
              ))}
            </ul>
            <SignOutButton />
          </nav>
        ) : null}
        {body()}
      </div>
    </div>
  )

  function body() {
    switch (page) {
      case 'sign-in':
        return <SignInForm redirectTo={target} />
      case 'sign-up':
        return (
          <SignUpForm
            minimumAge={minimumAge ?? DEFAULT_MINIMUM_AGE}
            countries={countriesFor(locale)}
            redirectTo={returnTo}
          />
        )
      case 'forgot-password':
        return <ForgotPasswordForm />
      case 'reset-password':
        return token ? (
          <NewPasswordForm token={token} />
        ) : (
          <p role="alert">{t('account.reset.missing')}</p>
        )
      case 'verify-mail':
        return token ? (
          <VerifyMail token={token} redirectTo={returnTo} />
        ) : (
          <p>{t('account.verify.text')}</p>
        )
      case 'arrival':
        return view ? (
          <>
            <p>{t('account.arrival.text')}</p>
            <ArrivalContinue target={target} />
          </>
        ) : (
          <p className="account-links">
            <a href={accountHref(locale, 'sign-in')}>{t('account.page.sign-in')}</a>
          </p>
        )
      case 'profile':
        return view ? (
          <ProfileForm
            member={view}
            countries={countriesFor(locale)}
            next={nextLevelNeeds(view.level, view.points, thresholds)}
          />
        ) : null
      case 'bookmarks':
        return <BookmarksList />
      case 'activities':
        return <ActivitiesList />
      case 'orders':
        return <OrdersListLazy />
      case 'update-password':
        return <NewPasswordForm />
      case 'delete-account':
        return <DeleteAccountForm />
      case 'newsletter-confirm':
      case 'newsletter-unsubscribe': {
        const action = page === 'newsletter-confirm' ? 'confirm' : 'unsubscribe'
        return token ? (
          <NewsletterLinkAction
            action={action}
            token={token}
            locale={locale}
            homeHref={`/${locale}/`}
            texts={{
              text: t(`newsletter.${action}.text`),
              button: t(`newsletter.${action}.button`),
              done: t(`newsletter.${action}.done`),
              invalid: t(`newsletter.${action}.invalid`),
              home: t('newsletter.home'),
            }}
          />
        ) : (
          <p role="alert">{t(`newsletter.${action}.invalid`)}</p>
        )
      }
    }
  }
}
