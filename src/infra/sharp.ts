import type { CollectionBeforeOperationHook, Plugin, SharpDependency } from 'payload'

let loaded: SharpDependency | undefined

const loadSharp: CollectionBeforeOperationHook = async ({ args, operation }) => {
  if (operation === 'create' || operation === 'update')
    loaded ??= (await import('sharp')).default as SharpDependency
  return args
}

const sharp: SharpDependency = (input, options) => {
  if (!loaded) throw new Error('sharp was called outside an upload operation')
  return loaded(input, options)
}

/**
 * Payload resizes and crops uploaded images with sharp, whose libvips a server would hold from its
 * start (about 16 MiB) though most servers never receive an upload. Each upload collection's
 * create and update load it instead, before Payload reads the file. After every plugin that adds
 * an upload collection.
 */
export const sharpOnDemand: Plugin = (config) => ({
  ...config,
  sharp,
  collections: config.collections?.map((collection) =>
    collection.upload
      ? {
          ...collection,
          hooks: {
            ...collection.hooks,
            beforeOperation: [loadSharp, ...(collection.hooks?.beforeOperation ?? [])],
          },
        }
      : collection,
  ),
})
