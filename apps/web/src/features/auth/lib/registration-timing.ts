/** Registration success: redirect after 3 s when the password is shown, 10 s countdown otherwise. */
export const REGISTER_PASSWORD_REDIRECT_MS = 3000;
export const REGISTER_SUCCESS_COUNTDOWN_SECONDS = 10;
