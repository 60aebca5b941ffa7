/** Loads the forms' GraphQL requests (and Apollo Client with them) on first use. */
export const loadRequests = () => import('./requests')
