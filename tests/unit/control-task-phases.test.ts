import { describe, expect, it } from 'vitest'

import { simulatedProvisioner } from '@/control/engines/provisioners/simulated'
import { webhookProvisioner } from '@/control/engines/provisioners/webhook'
import { deletionSteps, stepWillBeRetried } from '@/control/engines/taskPhases'

describe('task phases', () => {
  it('knows the deletion steps of both drivers and nothing else', () => {
    expect(new Set(deletionSteps)).toEqual(
      new Set([...simulatedProvisioner.teardownSteps, ...webhookProvisioner.teardownSteps]),
    )
    for (const step of [...simulatedProvisioner.steps, ...webhookProvisioner.steps])
      expect(deletionSteps.has(step)).toBe(false)
  })

  it('promises a retry only while the failed step’s own job is at work', () => {
    expect(stepWillBeRetried('deployEngine', 'provisioning')).toBe(true)
    expect(stepWillBeRetried('removeEngine', 'deleting')).toBe(true)
    // A launch that failed, then a deletion: the old failure is history.
    expect(stepWillBeRetried('deployEngine', 'deleting')).toBe(false)
    expect(stepWillBeRetried('deployEngine', 'failed')).toBe(false)
    expect(stepWillBeRetried('requestDeletion', 'failed')).toBe(false)
    expect(stepWillBeRetried('suspendEngine', 'suspended')).toBe(false)
  })
})
