import { wordSet } from '../../vocabulary/word-set.ts';
import { forVerb } from '../../find.ts';
import { defineRule } from '../../rule.ts';

/** Shapes a geometry tool builds from the coordinates it is given. */
const GEOMETRY =
  /\b(?:polygons?|multipolygons?|geometry|geometries|linestrings?|buffer zones?|buffers?|bounding box(?:es)?|bbox|centroids?|convex hull|geojson|isochrones?)\b/i;
/** Prose that says the shape is computed where the tool runs and handed back: "Works offline", "Returns a Polygon". */
const COMPUTED_HERE =
  /\b(?:offline|without (?:any )?api calls?|no api calls?|locally|returns? (?:a|an|the) (?:new )?(?:polygon|multipolygon|geometry|feature|linestring|shape))\b/i;
/** What a geometry tool does to shapes: builds, merges, splits or cuts them. */
const SHAPE_VERBS = wordSet('create merge combine union split intersect simplify join make build generate compute');
export default defineRule({
  id: 'context-computes-geometry',
  stage: 'context',
  summary:
    'Creating, merging or splitting shapes (a buffer zone, a union of polygons) from coordinates passed in, computed offline and handed back, only computes: nothing is stored.',
  when: forVerb(
    (verb, facts) =>
      SHAPE_VERBS.has(verb.lemma) &&
      ['create', 'modify', 'generic', 'compute'].includes(verb.cls) &&
      facts.inferred.schema.outputFile.length === 0 &&
      (GEOMETRY.test(facts.inferred.name.tokens.join(' ')) || GEOMETRY.test(facts.inferred.description.sentence)) &&
      COMPUTED_HERE.test(facts.description),
  ),
  then: { verbClass: 'compute' },
  says: '"{match}" here builds a shape from the coordinates given and returns it',
  examples: {
    fires: [
      {
        name: 'ring_tool',
        description: 'Create a ring-shaped polygon around a point. Works offline without API calls.',
      },
      { name: 'join_shapes', description: 'Merge two polygons into one geometry. Returns a Polygon.' },
    ],
    quiet: [
      { name: 'create_zone', description: 'Create a delivery zone polygon in the account.' },
      { name: 'merge_branches', description: 'Merge one branch into another.' },
    ],
  },
});
