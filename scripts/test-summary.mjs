/** Adds up the runners' JSON reports into one closing line: "N passed, N failed". */
import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'

const [dir, postgresNote = ''] = process.argv.slice(2)
const read = (name) => {
  const file = path.join(dir, name)
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : null
}

const rows = []
for (const [label, name] of [
  ['unit', 'unit.json'],
  ['integration (SQLite)', 'int-sqlite.json'],
  ['integration (PostgreSQL)', 'int-postgres.json'],
  ['cluster', 'cluster.json'],
]) {
  const report = read(name)
  if (report) rows.push([label, report.numPassedTests, report.numFailedTests])
  else if (label.includes('PostgreSQL')) console.log(`integration (PostgreSQL): ${postgresNote}`)
  else if (label === 'cluster') {
    const note = process.env.CLUSTER_NOTE || 'FAILED: the cluster test left no report'
    console.log(`cluster: ${note}`)
    // A seed that failed counts as a failure; a machine without the servers is only said.
    if (note.startsWith('FAILED')) rows.push([label, 0, 1])
  }
}
const e2e = read('e2e.json')
if (e2e) {
  rows.push(['browser', e2e.stats.expected + e2e.stats.flaky, e2e.stats.unexpected])
  // Passed only on their retry: named so that nobody mistakes them for steady.
  if (e2e.stats.flaky > 0) console.log(`browser: ${e2e.stats.flaky} flaky (passed on retry)`)
}

for (const [label, passed, failed] of rows)
  console.log(`${label}: ${passed} passed, ${failed} failed`)
const passed = rows.reduce((n, r) => n + r[1], 0)
const failed = rows.reduce((n, r) => n + r[2], 0)
console.log(`${passed} passed, ${failed} failed`)
process.exit(failed > 0 ? 1 : 0)
