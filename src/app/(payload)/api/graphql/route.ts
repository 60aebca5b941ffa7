import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { apiTokenGraphQL } from '@/control/tokens/server'
import { limitedGraphQL } from '@/graphql/route'
import { tracedGraphQL } from '@/graphql/tracing'
import config from '@payload-config'

// Organisation API tokens (`Authorization: Bearer ubt_…`) are checked inside the rate and cost
// limits, right before Payload builds the request.
export const POST = tracedGraphQL(limitedGraphQL(apiTokenGraphQL(GRAPHQL_POST(config))))
export const OPTIONS = REST_OPTIONS(config)
