import type { NormalizedCacheObject } from '@apollo/client'

import type { InstanceView } from '@/control/engines/views'

/**
 * The normalised Apollo cache entry of the controlInstance query (operations.ts), as the browser
 * cache would hold it, so the instance page starts from server data.
 */
export function instanceCacheState(view: InstanceView): NormalizedCacheObject {
  const key = `ControlInstance:${view.id}`
  return {
    [key]: {
      __typename: 'ControlInstance',
      ...view,
      services: view.services.map((service) => ({
        __typename: 'ControlInstanceService',
        ...service,
      })),
      tasks: view.tasks.map((task) => ({ __typename: 'ControlInstanceTask', ...task })),
    },
    ROOT_QUERY: { __typename: 'Query', [`controlInstance({"id":"${view.id}"})`]: { __ref: key } },
  } as unknown as NormalizedCacheObject
}
