import { getPayload, type Payload } from 'payload'

import config from '@payload-config'

/** Payload's Local API for server components, route handlers and server actions. */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
