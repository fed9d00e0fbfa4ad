/**
 * Requests per second of a page on this machine: C concurrent clients for D seconds against a
 * local server (loopback only). Usage: node bench/throughput.mjs [url] [concurrency] [seconds]
 */
const url = process.argv[2] ?? 'http://127.0.0.1:3000/en-ww/'
const concurrency = Number(process.argv[3] ?? 50)
const seconds = Number(process.argv[4] ?? 10)
if (!/^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?\//.test(url)) throw new Error('loopback URLs only')

const until = Date.now() + seconds * 1000
const latencies = []
let errors = 0
async function client() {
  while (Date.now() < until) {
    const start = performance.now()
    try {
      const res = await fetch(url)
      await res.arrayBuffer()
      if (!res.ok) errors++
    } catch {
      errors++
    }
    latencies.push(performance.now() - start)
  }
}
await Promise.all(Array.from({ length: concurrency }, client))
latencies.sort((a, b) => a - b)
const pct = (p) =>
  latencies[Math.min(latencies.length - 1, Math.floor((p / 100) * latencies.length))]
console.log(
  `${url}: ${(latencies.length / seconds).toFixed(0)} req/s with ${concurrency} clients for ${seconds} s; ` +
    `p50 ${pct(50).toFixed(1)} ms, p99 ${pct(99).toFixed(1)} ms, errors ${errors}`,
)
