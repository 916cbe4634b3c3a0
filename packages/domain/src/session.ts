// Session rules shared by the server (token expiry) and the client (cookie lifetime).

/** Access token and its cookie live 10 hours (spec part 1 §9, part 2 §9). */
export const ACCESS_TOKEN_TTL_SECONDS = 10 * 60 * 60;

/** A password reset link stays valid this long; single use. */
export const RESET_TOKEN_TTL_SECONDS = 60 * 60;
