/**
 * The rules of the account's profile, shared by the browser (shown at once) and the server
 * (updateMyProfile). The customer collection's name field has the same limit.
 */
export const nameMaxLength = 120
