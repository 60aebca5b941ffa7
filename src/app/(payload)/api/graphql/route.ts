import { GRAPHQL_POST, REST_OPTIONS } from '@payloadcms/next/routes'

import { limitedGraphQL } from '@/graphql/route'
import { tracedGraphQL } from '@/graphql/tracing'
import config from '@payload-config'

export const POST = tracedGraphQL(limitedGraphQL(GRAPHQL_POST(config)))
export const OPTIONS = REST_OPTIONS(config)
