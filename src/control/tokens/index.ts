/** Organisation API tokens: what the config and other features use (the route hook: ./server). */
export { ApiTokens } from './collection'
