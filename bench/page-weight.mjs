/**
 * Gzipped JavaScript a page loads: the sum of its <script src> files, each gzipped (Next 16 no
 * longer prints First Load JS). Usage: node bench/page-weight.mjs [url …] (a server must be up).
 */
import { gzipSync } from 'node:zlib'

const urls = process.argv.slice(2)
if (urls.length === 0)
  urls.push('http://127.0.0.1:3000/en-ww/', 'http://127.0.0.1:3000/fr-fr/la-maison/')

for (const url of urls) {
  const html = await (await fetch(url)).text()
  // noModule scripts are polyfills for legacy browsers: modern ones never download them.
  const tags = [...html.matchAll(/<script[^>]*>/g)].map((m) => m[0])
  const srcs = [
    ...new Set(
      tags
        .filter((tag) => !/nomodule/i.test(tag))
        .map((tag) => /src="([^"]+)"/.exec(tag)?.[1])
        .filter(Boolean),
    ),
  ]
  let raw = 0
  let gz = 0
  for (const src of srcs) {
    const body = Buffer.from(await (await fetch(new URL(src, url))).arrayBuffer())
    raw += body.length
    gz += gzipSync(body, { level: 9 }).length
  }
  const htmlGz = gzipSync(Buffer.from(html), { level: 9 }).length
  console.log(
    `${url}\n  scripts: ${srcs.length}, JS ${(raw / 1024).toFixed(1)} KiB raw, ${(gz / 1024).toFixed(1)} KiB gzipped; HTML ${(htmlGz / 1024).toFixed(1)} KiB gzipped`,
  )
}
