import '@payloadcms/next/css'
import { GRAPHQL_PLAYGROUND_GET } from '@payloadcms/next/routes'

import config from '@payload-config'

export const GET = GRAPHQL_PLAYGROUND_GET(config)
