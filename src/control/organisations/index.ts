/** Organisations: what the config uses (the team builds on its GraphQL type, ./schema.ts). */
export { Organisations } from './collection'
