import config from '@payload-config'
import { getPayload, type Payload } from 'payload'

/** Payload's Local API for server components, route handlers and server actions. */
export const getPayloadClient = (): Promise<Payload> => getPayload({ config })
