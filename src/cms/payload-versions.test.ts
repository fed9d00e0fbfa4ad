import { existsSync, readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { describe, expect, it } from 'vitest'
import { PAYLOAD_VERSION_EXCEPTIONS } from './payload-versions'

// What Payload's start-up dependency check does (switched off: src/cms/payload-versions.ts),
// minus the packages that lag behind it on purpose.

const modules = path.resolve(import.meta.dirname, '../../node_modules')
const versionOf = (dir: string): string =>
  JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).version

describe('Payload package versions', () => {
  const payload = versionOf(path.join(modules, 'payload'))
  const scoped = readdirSync(path.join(modules, '@payloadcms')).map((name) => `@payloadcms/${name}`)

  it("has every Payload package at payload's version, except the listed ones at theirs", () => {
    for (const name of scoped) {
      const version = versionOf(path.join(modules, name))
      expect(version, name).toBe(PAYLOAD_VERSION_EXCEPTIONS[name] ?? payload)
    }
  })

  it('lists no exception that a matching release has made needless (then drop it and its overrides)', () => {
    for (const name of Object.keys(PAYLOAD_VERSION_EXCEPTIONS)) {
      expect(scoped, name).toContain(name)
      expect(PAYLOAD_VERSION_EXCEPTIONS[name], name).not.toBe(payload)
    }
  })

  it('installs one payload and one admin UI: the lagging plugins use ours (package.json overrides)', () => {
    for (const name of Object.keys(PAYLOAD_VERSION_EXCEPTIONS)) {
      const own = path.join(modules, name, 'node_modules')
      expect(existsSync(path.join(own, 'payload')), `${name} has its own payload`).toBe(false)
      expect(existsSync(path.join(own, '@payloadcms/ui')), `${name} has its own UI`).toBe(false)
    }
  })
})
