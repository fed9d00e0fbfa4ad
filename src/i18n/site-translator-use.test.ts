import { readdirSync, readFileSync } from 'node:fs'
import { join, relative } from 'node:path'
import { describe, expect, it } from 'vitest'

/**
 * Issue 18 item 1: what a page shows goes through `siteTranslator` (src/content/site-translator.ts),
 * which merges the editors' per-locale overrides once per request, and so do the emails. `translator()` without the
 * overrides is left to the places listed here, each for a reason.
 */
const BARE_TRANSLATOR_ALLOWED: Record<string, string> = {
  'src/i18n/strings.ts': 'defines it',
  'src/content/site-translator.ts': 'merges the overrides into it',
  'src/cms/admin/InterfaceTextCatalogue.tsx': 'shows the catalogue’s own English defaults',
  'src/server/http/endpoint.ts': 'API refusals never wait on a database read',
  'src/server/http/payload-rest-guard.ts': 'API refusals never wait on a database read',
  'src/account/server/http.ts': 'API refusals never wait on a database read',
  'src/app/api/members/me/route.ts': 'API refusals never wait on a database read',
  'src/app/api/video-cards/route.ts': 'API refusals never wait on a database read',
  'src/app/api/members/sign-up/route.ts': 'passes the overrides it has read',
  'src/newsletter/signup.ts': 'API refusals never wait on a database read',
  'src/web-forms/submit.ts': 'API refusals never wait on a database read',
  'src/support-chat/conversation.ts': 'the chat’s scripted answers, sent over the API',
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return sourceFiles(path)
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : []
  })
}

describe('server texts carry the editors’ overrides', () => {
  it('no page, template, block or metadata calls translator() without them', () => {
    const root = process.cwd()
    const offenders = sourceFiles(join(root, 'src'))
      .map((file) => relative(root, file))
      .filter((file) => !(file in BARE_TRANSLATOR_ALLOWED))
      .filter((file) => /\btranslator\(/.test(readFileSync(file, 'utf8')))
    expect(offenders).toEqual([])
  })
})
