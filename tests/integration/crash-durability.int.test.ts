import { type ChildProcess, spawn } from 'node:child_process'
import path from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Harness, startPayload } from './payload-harness'

/**
 * Reliability (issue 11, "Reliability figures"): the server process is killed with SIGKILL while
 * newsletter entries and member sign-ups stream in; after a restart every entry whose write was
 * acknowledged is in the database. The writes go through the app's own code (the newsletter
 * sign-up and the members service) in a process of its own (crash/writer.ts). SQLite (WAL) and
 * PostgreSQL, like every integration file.
 */

let h: Harness
const WRITER = path.join(import.meta.dirname, 'crash', 'writer.ts')
const SERVER_ONLY_STUB = path.join(import.meta.dirname, 'crash', 'server-only-stub.cjs')

beforeAll(async () => {
  // Creates the throwaway database and its schema; the writer processes share it.
  h = await startPayload()
}, 300_000)
afterAll(async () => {
  await h?.close()
})

interface Writer {
  child: ChildProcess
  lines: string[]
  exited: Promise<number | null>
}

function spawnWriter(mode: 'write' | 'verify', onLine: (line: string) => void): Writer {
  const child = spawn(
    process.execPath,
    // Lexical through its development build: its default entry points can stall Node 20
    // (docs/decisions.md).
    ['--conditions=development', '--require', SERVER_ONLY_STUB, '--import', 'tsx', WRITER, mode],
    {
      env: { ...process.env, NODE_ENV: 'test', TSX_DISABLE_CACHE: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  const lines: string[] = []
  createInterface({ input: child.stdout! }).on('line', (line) => {
    lines.push(line)
    onLine(line)
  })
  child.stderr!.resume()
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, lines, exited }
}

/** Starts a writer and waits for its first line. */
async function startWriter(mode: 'write' | 'verify', onLine: (line: string) => void) {
  let ready: () => void = () => {}
  const first = new Promise<void>((resolve) => {
    ready = resolve
  })
  const writer = spawnWriter(mode, (line) => {
    ready()
    onLine(line)
  })
  const outcome = await Promise.race([
    first.then(() => 'ready' as const),
    writer.exited.then((code) => code),
  ])
  if (outcome !== 'ready') throw new Error(`writer ${mode} quit with ${outcome}`)
  return writer
}

describe('kill -9 while sign-ups and newsletter entries stream in', () => {
  it('every acknowledged entry is there after a restart', async () => {
    const acked = { newsletter: new Set<string>(), member: new Set<string>() }
    let enough: () => void = () => {}
    const enoughWritten = new Promise<void>((resolve) => {
      enough = resolve
    })
    const writer = await startWriter('write', (line) => {
      const [tag, kind, email] = line.split(' ')
      if (tag === 'ACK' && (kind === 'newsletter' || kind === 'member') && email) {
        acked[kind].add(email)
      }
      if (acked.newsletter.size >= 50 && acked.member.size >= 2) enough()
    })
    // Writes are in flight when the kill lands: three writers never pause between writes.
    await Promise.race([enoughWritten, new Promise((r) => setTimeout(r, 25_000))])
    writer.child.kill('SIGKILL')
    await writer.exited
    expect(writer.child.signalCode).toBe('SIGKILL')
    expect(acked.newsletter.size).toBeGreaterThanOrEqual(10)
    expect(acked.member.size).toBeGreaterThanOrEqual(1)

    let stored: { newsletter: string[]; member: string[] } | undefined
    const verifier = await startWriter('verify', (line) => {
      if (line.startsWith('STORED ')) stored = JSON.parse(line.slice('STORED '.length))
    })
    expect(await verifier.exited).toBe(0)
    expect(stored).toBeDefined()
    const missing = (kind: 'newsletter' | 'member') => {
      const have = new Set(stored![kind])
      return [...acked[kind]].filter((email) => !have.has(email))
    }
    expect(missing('newsletter')).toEqual([])
    expect(missing('member')).toEqual([])
  }, 120_000)
})
