// The writer runs the app's server code outside Next.js, where `import 'server-only'` would throw
// (Next resolves it to an empty module on the server). Preloaded with --require, this puts that
// empty module in Node's module cache first.
const Module = require('node:module')
const filename = require.resolve('server-only')
const stub = new Module(filename)
stub.filename = filename
stub.loaded = true
stub.exports = {}
require.cache[filename] = stub
