import { PageChromeFlags } from '@/components/chrome/PageChromeFlags'
import { PageFrame } from '@/components/page-frame/PageFrame'
import { pageFrameInfo } from '@/components/page-frame/page-frame'
import { templateComponent } from '@/templates/registry'
import type { ResolvedRoute } from './resolve-route'

/** Renders a resolved route through the template or content-type registry, in its page frame. */
export function RouteView({ route }: { route: ResolvedRoute }) {
  return (
    <PageFrame locale={route.locale} info={pageFrameInfo(route)}>
      <RouteContent route={route} />
    </PageFrame>
  )
}

function RouteContent({ route }: { route: ResolvedRoute }) {
  if (route.kind === 'template') {
    // A template without its own component yet falls back to Universal: title + blocks.
    const Template = templateComponent(route.template)
    return (
      <>
        <PageChromeFlags locale={route.locale} page={route.page} />
        <Template locale={route.locale} page={route.page} />
      </>
    )
  }
  const { Component } = route.entry
  return <Component locale={route.locale} data={route.data} />
}
