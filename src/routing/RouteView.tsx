import { PageChromeFlags } from '@/components/chrome/PageChromeFlags'
import { templateComponent } from '@/templates/registry'
import type { ResolvedRoute } from './resolve-route'

/** Renders a resolved route through the template or content-type registry. */
export function RouteView({ route }: { route: ResolvedRoute }) {
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
