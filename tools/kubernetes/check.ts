/**
 * npm run check:kubernetes: renders deploy/kubernetes (./render.ts) and checks every object
 * (./validate.ts); exit 1 with one line per problem.
 */
import { renderKustomization } from './render'
import { validateManifests } from './validate'

const objects = renderKustomization()
const problems = await validateManifests(objects)
for (const object of objects)
  console.log(`  ${object.kind}/${object.metadata.name} (namespace ${object.metadata.namespace})`)
if (problems.length) {
  for (const problem of problems) console.log(`✖ ${problem}`)
  console.log(`check:kubernetes: ${problems.length} problem(s)`)
  process.exitCode = 1
} else console.log(`check:kubernetes: ${objects.length} objects valid`)
