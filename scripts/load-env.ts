import { existsSync } from 'node:fs'

// Scripts read .env like Next.js and the Payload CLI do (variables already set win).
if (existsSync('.env')) process.loadEnvFile('.env')
