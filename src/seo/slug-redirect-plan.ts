/**
 * What a document's move from one address to another does to the redirect rules (issue 17):
 * pure, so the cases are table-tested; the CMS hook only applies it.
 */
export interface RedirectRow {
  id: number | string
  from?: string | null
  to?: string | null
}

export interface SlugRedirectPlan {
  /** Rules to delete: one from the new address would hide the moved page, one from old to old is a loop. */
  remove: Array<RedirectRow['id']>
  /** Rules to point at the new address: those that led to the old one (collapsing chains). */
  retarget: Array<{ id: RedirectRow['id']; to: string }>
  /** Whether a rule old → new must be added (none from the old address exists yet). */
  create: boolean
}

export function planSlugRedirects(
  from: string,
  to: string,
  existing: readonly RedirectRow[],
): SlugRedirectPlan {
  const plan: SlugRedirectPlan = { remove: [], retarget: [], create: true }
  if (from === to) return { ...plan, create: false }
  for (const row of existing) {
    if (row.from === to) {
      // The moved document lives here now; a rule from here would send visitors away from it.
      plan.remove.push(row.id)
    } else if (row.from === from) {
      plan.create = false
      if (row.to !== to) plan.retarget.push({ id: row.id, to })
    } else if (row.to === from) {
      plan.retarget.push({ id: row.id, to })
    }
  }
  return plan
}
