/**
 * The header a browser sends its bot-check token in, on every POST the check guards (forms,
 * reviews): one name, read by the server handlers and written by the browser clients.
 */
export const BOT_CHECK_TOKEN_HEADER = 'x-bot-check-token';
