import { pbkdf2 } from 'node:crypto'

/**
 * The work Payload does to check a password (PBKDF2-SHA256, 600,000 iterations, 32 bytes: its
 * current hash format), done against nothing when there is no account, so that "no such email"
 * takes as long as "wrong password" (issue 11: 6 ms against 212 ms told which addresses exist).
 */
const ITERATIONS = 600_000
const KEY_LENGTH = 32
const SALT = 'a9c1f0e4b7d2a3c8e5f6a7b8c9d0e1f2a3b4c5d6e7f8091a2b3c4d5e6f708192'

let checks = 0

export function dummyPasswordCheck(password: string): Promise<void> {
  checks++
  return new Promise((resolve) => {
    pbkdf2(password, SALT, ITERATIONS, KEY_LENGTH, 'sha256', () => resolve())
  })
}

/** How many dummy checks ran (tests assert the equal-work path is taken). */
export function dummyPasswordChecks(): number {
  return checks
}
