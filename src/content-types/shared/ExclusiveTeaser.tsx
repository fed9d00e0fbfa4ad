import Link from 'next/link'
import { LockIcon } from '@/components/cards/LockIcon'
import type { ContentKit } from '@/content-types/kit'
import { accountHref } from '@/routing/account-paths'
import { isMemberLevel, MEMBER_LEVELS } from '@/rules/member-levels'
import './detail.css'

interface Props {
  kit: ContentKit
  /** The item's own path: where the member comes back after signing in. */
  path: string
  minLevel?: string | null
}

/**
 * In place of a members-only item's content (SPEC §2.9, §6): the lock and a link to the members'
 * sign-in page that comes back here (`redirect_to`).
 */
export function ExclusiveTeaser({ kit, path, minLevel }: Props) {
  const { t, tn, locale } = kit
  const level = isMemberLevel(minLevel) ? MEMBER_LEVELS.indexOf(minLevel) : 1
  return (
    <section className="exclusive-teaser" aria-labelledby="exclusive-teaser-title">
      <LockIcon className="exclusive-teaser__icon" />
      <h2 id="exclusive-teaser-title" className="block__title">
        {t('exclusive.title')}
      </h2>
      <p>{t('exclusive.text')}</p>
      <p className="exclusive-teaser__level">{tn('exclusive.level', level)}</p>
      <Link className="button" href={accountHref(locale, 'sign-in', path)} prefetch={false}>
        {t('exclusive.signIn')}
      </Link>
    </section>
  )
}
