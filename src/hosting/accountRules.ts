/**
 * The rules of the account's profile, shared by the browser (shown at once) and the server
 * (updateMyProfile) and the customer collection's name field.
 */
export const nameMaxLength = 120
