import { readFileSync } from 'node:fs'
import path from 'node:path'

import YAML from 'yaml'

import { root } from '@/config/paths'

export const composeFile = path.join(root, 'compose.yaml')

export type ComposeService = {
  command?: string[]
  environment?: Record<string, string>
  volumes?: string[]
  depends_on?: Record<string, { condition: string }>
  image?: string
  build?: string
}

/** compose.yaml with its anchors and merge keys resolved. */
export function readCompose(file = composeFile): { services: Record<string, ComposeService> } {
  return YAML.parse(readFileSync(file, 'utf8'), { merge: true })
}

/** The roles of the cluster and the compose service whose command each runs. */
export const roleServices = {
  migrate: 'migrate',
  web: 'web-a',
  worker: 'worker',
} as const

export type Role = keyof typeof roleServices

/**
 * The command of each role, exactly as compose.yaml gives it: the cluster test and the bench run
 * these, so the deployment files and what is tested cannot drift apart.
 */
export function roleCommands(file = composeFile): Record<Role, string[]> {
  const { services } = readCompose(file)
  const commandOf = (service: string) => {
    const command = services[service]?.command
    if (!Array.isArray(command) || command.length === 0)
      throw new Error(`compose.yaml: service ${service} has no command list`)
    return command
  }
  return {
    migrate: commandOf(roleServices.migrate),
    web: commandOf(roleServices.web),
    worker: commandOf(roleServices.worker),
  }
}
