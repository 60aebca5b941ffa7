/** The profile's name (also the customers collection's name field), without zod for the sign-up page. */
export const nameMaxLength = 120
