import type { Access } from 'payload'

/** Editors (the `users` collection) may change content; everyone may read what is public. */
export const isEditor: Access = ({ req }) => req.user?.collection === 'users'
export const anyone: Access = () => true
