import type { Facts } from '../facts.ts';
import { snake } from '../find.ts';

/**
 * A path on disk the tool writes its result to, named by the caller: an output or save path (outputPath, output_path,
 * save_path, saveTo, local_path "to save to"). Its own words say file, folder, output or saving; a "suggested" path only
 * comes back, and an object path (a scene's parent) is no file.
 */
export const chosenOutputPath = (facts: Facts): string | undefined =>
  [...facts.inferred.schema.outputFile, ...facts.inferred.schema.savesToPath, ...savedAtOnlyPath(facts)].find(
    (name) => {
      const parameter = facts.params.find((candidate) => candidate.name === name);
      const text = parameter?.description ?? '';
      if (parameter !== undefined && (parameter.values.length > 0 || !['string', ''].includes(parameter.type)))
        return false;
      if (/\bsuggest(?:s|ed|ion)?\b/i.test(text)) return false;
      // A bare "output" that picks a format (json, yaml, wide) names no path.
      if (/^(?:output|out)$/.test(snake(name)) && /\bformat\b/i.test(text)) return false;
      // "outputPath: Custom output path": the name says a path; a bare "output" is as often a format (json, yaml).
      const named =
        /^(?:output|out|save|downloads?|export)_?(?:path|dir|directory|folder|file|filename|location|to)$/.test(
          snake(name),
        ) && !/\bformat\b/i.test(text);
      return (
        text === '' ||
        /\b(?:files?|folders?|director(?:y|ies)|disk|filesystem|saved?|writ(?:e|es|ten)|pdf|png|jpe?g|csv|json)\b/i.test(
          text,
        ) ||
        (named && /\b(?:output|path)\b/i.test(text))
      );
    },
  );

/** The description says the tool itself saves or writes a file ("Save a presentation to a file", "writes it to disk"). */
const SAVES_A_FILE =
  /\b(?:save|saves|saving|write|writes|writing|store|stores)\b[^.]{0,40}?\b(?:to|into)\s+(?:(?:a|the)\s+(?:local\s+)?file|disk)\b/i;

/**
 * "Save a presentation to a file" with one path parameter (file_path): the description says the tool writes a file,
 * and the only path the caller gives is where it goes. A path the tool reads from (input_path, source_file) is not one,
 * nor a bare file name, which names a file in the server's own folder.
 */
function savedAtOnlyPath(facts: Facts): string[] {
  const paths = facts.inferred.schema.path;
  if (paths.length !== 1 || !SAVES_A_FILE.test(facts.description)) return [];
  return paths.filter((name) => !/^(?:input|in|source|src|from)(?:_|$)|^file_?name$/.test(snake(name)));
}
