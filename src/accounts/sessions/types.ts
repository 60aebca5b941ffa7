/** The two collections people sign in to: customers (control area) and staff (the admin). */
export type AccountCollection = 'customers' | 'users'

/** How a session was opened: what the sessions list shows and the new-device notice names. */
export type SignInMethod = 'password' | 'passkey' | 'totp' | 'recoveryCode'
