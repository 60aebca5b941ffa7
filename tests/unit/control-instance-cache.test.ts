import { InMemoryCache } from '@apollo/client'
import { describe, expect, it } from 'vitest'

import { ControlInstanceDocument as CONTROL_INSTANCE } from '@/control/engines/documents.generated'
import { instanceView } from '@/control/engines/views'
import { typePolicies } from '@/graphql/cache'
import type { EngineInstance } from '@/payload-types'

const doc: EngineInstance = {
  id: 12,
  instanceId: 'inst-0a1b2c3d4e5f',
  shopName: 'Bergkäse',
  status: 'provisioning',
  subdomain: 'bergkaese',
  recipientEmail: 'orders@example.ch',
  organisation: 3,
  smtpPasswordSet: false,
  services: [{ service: 'engineApi', url: 'https://api.example.test', state: 'pending' }],
  tasks: [{ step: 'createDatabase', state: 'running', startedAt: '2026-11-23T10:00:00.000Z' }],
  createdAt: '2026-11-23T10:00:00.000Z',
  updatedAt: '2026-11-23T10:00:01.000Z',
}

/** The controlInstance answer as the server renders it for the page (PreloadQuery). */
const serverAnswer = (view: ReturnType<typeof instanceView>) => ({
  controlInstance: {
    __typename: 'ControlInstance' as const,
    ...view,
    services: view.services.map((service) => ({
      __typename: 'ControlInstanceService' as const,
      ...service,
    })),
    tasks: view.tasks.map((task) => ({ __typename: 'ControlInstanceTask' as const, ...task })),
  },
})

describe('the instance page cache state', () => {
  it('answers the controlInstance query (fragment included) without a request', () => {
    const view = instanceView(doc)
    const cache = new InMemoryCache({ typePolicies })
    cache.writeQuery({
      query: CONTROL_INSTANCE,
      variables: { id: view.id },
      data: serverAnswer(view),
    })
    const data = cache.readQuery({ query: CONTROL_INSTANCE, variables: { id: view.id } })
    expect(data?.controlInstance).toMatchObject({ __typename: 'ControlInstance', ...view })
  })

  it('is the entry Apollo itself stores for a controlInstance answer', () => {
    const view = instanceView(doc)
    const hydrated = new InMemoryCache({ typePolicies })
    hydrated.restore(
      (() => {
        const fromServer = new InMemoryCache({ typePolicies })
        fromServer.writeQuery({
          query: CONTROL_INSTANCE,
          variables: { id: view.id },
          data: serverAnswer(view),
        })
        return fromServer.extract()
      })(),
    )
    const requested = new InMemoryCache({ typePolicies })
    requested.writeQuery({
      query: CONTROL_INSTANCE,
      variables: { id: view.id },
      data: serverAnswer(view),
    })
    expect(requested.extract()).toEqual(hydrated.extract())
  })
})
