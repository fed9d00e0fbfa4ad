/**
 * The stored age-gate pass (SPEC §3 app state "age-gate bypass"; the spec's storage key list has
 * none for it, so the key is ours). It records the highest minimum age the visitor has proved,
 * never the date of birth: a pass at 18 in one locale does not open a locale that asks 21. Pure.
 */
export const AGE_GATE_STORAGE_KEY = 'age_gate_passed'

/** The site options' allowed maximum (SiteOptions.age_gate.minimum_age max). */
export const MAX_MINIMUM_AGE = 25

/** The value to store after the visitor proved they are at least `minimumAge`. */
export function passValue(minimumAge: number, previous: string | null = null): string {
  const before = passedAge(previous)
  return String(Math.max(minimumAge, before ?? 0))
}

/** The minimum age a stored value proves, or null when nothing valid is stored. */
export function passedAge(stored: string | null | undefined): number | null {
  if (stored == null || !/^\d{1,3}$/.test(stored)) return null
  return Number(stored)
}

export function hasPassed(stored: string | null | undefined, minimumAge: number): boolean {
  const age = passedAge(stored)
  return age != null && age >= minimumAge
}

/** Set on <html> while a visitor without a pass waits for the gate (age-gate.css covers the page). */
export const PENDING_ATTRIBUTE = 'data-age-gate'

/** Dispatched on window when the gate lets the visitor in (the consent banner waits for it). */
export const AGE_GATE_PASSED_EVENT = 'age-gate:passed'

/** The gate is up, or about to be: what comes after it (the consent banner) waits. */
export function ageGateWaiting(doc: Document): boolean {
  return (
    doc.documentElement.hasAttribute(PENDING_ATTRIBUTE) ||
    !!doc.querySelector('dialog.age-gate[open]')
  )
}

/**
 * A few bytes of script that run while the page is parsed, before its content paints: without a
 * stored pass for `minimumAge` they mark the page as waiting for the gate, so a first visit sees
 * the gate's backdrop rather than a glimpse of the page. The same test as hasPassed; the
 * hideAgeGate class opts out as it does for the gate itself. Storage that throws counts as no pass.
 */
export function pendingGateScript(minimumAge: number): string {
  const age = Math.trunc(Number(minimumAge)) || 0
  return [
    'try{var d=document.documentElement,b=document.body,',
    `v=localStorage.getItem(${JSON.stringify(AGE_GATE_STORAGE_KEY)});`,
    `if(!(v&&/^\\d{1,3}$/.test(v)&&+v>=${age})`,
    "&&!d.classList.contains('hideAgeGate')&&!(b&&b.classList.contains('hideAgeGate')))",
    `d.setAttribute(${JSON.stringify(PENDING_ATTRIBUTE)},'pending')}`,
    `catch(e){document.documentElement.setAttribute(${JSON.stringify(PENDING_ATTRIBUTE)},'pending')}`,
  ].join('')
}
