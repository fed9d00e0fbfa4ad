import { ClientStrings } from '@/components/ClientStrings'
import { PageChromeFlags } from '@/components/chrome/PageChromeFlags'
import { PageFrame } from '@/components/page-frame/PageFrame'
import { pageFrameInfo } from '@/components/page-frame/page-frame'
import { templateEntry } from '@/templates/registry'
import type { SearchParams } from '@/templates/types'
import type { ResolvedRoute } from './resolve-route'

/** Renders a resolved route through the template or content-type registry, in its page frame. */
export function RouteView({ route, search }: { route: ResolvedRoute; search?: SearchParams }) {
  return (
    <PageFrame locale={route.locale} info={pageFrameInfo(route)}>
      <RouteContent route={route} search={search} />
    </PageFrame>
  )
}

function RouteContent({ route, search }: { route: ResolvedRoute; search?: SearchParams }) {
  if (route.kind === 'template') {
    // A template without its own component yet falls back to Universal: title + blocks.
    const { Component: Template, strings } = templateEntry(route.template)
    return (
      <>
        <PageChromeFlags locale={route.locale} page={route.page} />
        <ClientStrings locale={route.locale} groups={strings ?? []}>
          <Template locale={route.locale} page={route.page} search={search} />
        </ClientStrings>
      </>
    )
  }
  const { Component, strings } = route.entry
  return (
    <ClientStrings locale={route.locale} groups={strings ?? []}>
      <Component locale={route.locale} data={route.data} />
    </ClientStrings>
  )
}
