/**
 * Runs a command and runs it again when Node quit with exit code 13 ("unsettled top-level
 * await"). Loading @payloadcms/richtext-lexical as native ESM (the seed through tsx, the payload
 * CLI) now and then stalls in Node 20 before any of our code runs: nothing is written, and Node
 * quits with 13 and no message. A fresh start loads fine, so the stall is retried, at most 10
 * times, and reported; any other exit code is passed on as it is.
 *
 * Usage: node scripts/retry-stalled.mjs <command> [args…]
 */
import { spawnSync } from 'node:child_process'

const [command, ...args] = process.argv.slice(2)
if (!command) {
  console.error('usage: node scripts/retry-stalled.mjs <command> [args…]')
  process.exit(2)
}

const STALLED = 13
const ATTEMPTS = 10
for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
  const run = spawnSync(command, args, { stdio: 'inherit', shell: process.platform === 'win32' })
  if (run.error) {
    console.error(run.error.message)
    process.exit(1)
  }
  const code = run.status ?? 1
  if (code !== STALLED) process.exit(code)
  console.error(
    `${command} stalled while loading its modules (exit ${STALLED}); attempt ${attempt} of ${ATTEMPTS}.`,
  )
}
process.exit(STALLED)
