import { APIError } from 'payload'

/**
 * A REST query refused for what its client asked (400). Its own name, so that the log keeps it as
 * one line with its message (payload.config's loggingLevels), not as a server fault with a stack.
 */
export class QueryRefused extends APIError {
  constructor(message: string) {
    super(message, 400)
    // Set by hand: the class's own name does not survive the production build's minifier.
    this.name = 'QueryRefused'
  }
}
