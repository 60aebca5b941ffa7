/**
 * Every control feature's GraphQL part, added to the builder (src/graphql/builder.ts) when this
 * module loads; payload.config.ts loads it before Payload builds its schema.
 */
import './account/schema'
import './organisations/schema'
import './team/schema'
import './engines/schema'
import './trial/schema'
import './tokens/schema'
