import { env } from '@/config/env'

/** PROVISIONER=simulated: no engine is real; the control area marks instances "Demo". */
export const provisioningIsSimulated = () => env().PROVISIONER === 'simulated'

/** The start-up line that names the provisioner, and says so when the engines are not real. */
export const provisionerStartupLine = () =>
  provisioningIsSimulated()
    ? '• Provisioner: simulated; engines are not real'
    : `• Provisioner: ${env().PROVISIONER}`
