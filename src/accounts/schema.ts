/**
 * The GraphQL part of every sign-in feature (the customers' side: staff use the admin), added to
 * the builder (src/graphql/builder.ts) when this module loads; payload.config.ts loads it before
 * Payload builds its schema. Each room adds its line: import './<room>/schema'.
 */
import './passkeys/schema'
import './sessions/schema'
import './twoStep/schema'

export {}
