import { APIError } from 'payload'

/**
 * A refusal whose words the editor reads (the admin shows it as the save's error message).
 *
 * Payload's REST answer takes an error's message only when the error has a `name`, and the
 * production build bundles our copy of APIError as an anonymous class (its name is ""), so a
 * plain `new APIError(text, 403, undefined, true)` reached the admin as "An unknown error
 * occurred.". The name is set as a string, which no minifier renames.
 */
export class PublicRefusal extends APIError {
  constructor(message: string, status: 400 | 403 | 409) {
    super(message, status, undefined, true)
    this.name = 'PublicRefusal'
  }
}
