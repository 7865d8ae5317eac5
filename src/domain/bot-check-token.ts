/**
 * What the browser and the server share about the bot check: the header a browser sends its token
 * in, on every POST the check guards (forms, reviews), read by the server handlers and written by
 * the browser clients; and how a form learns that the check could not start.
 */
export const BOT_CHECK_TOKEN_HEADER = 'x-bot-check-token';

/** §8: what every form says when the bot-check widget cannot load, verbatim. */
export const BOT_CHECK_LOAD_FAILED_MESSAGE = 'Failed to load Turnstile';

/**
 * The bot check could not start (its configuration, code, script or challenge did not arrive, or the
 * widget reported an error), so no token was earned and nothing was sent. Forms tell this apart
 * from a submission that got no answer, because the visitor's remedy differs (§8 message above).
 */
export class BotCheckLoadError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'BotCheckLoadError';
  }
}
