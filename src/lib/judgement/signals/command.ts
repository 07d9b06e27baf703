import type { Facts } from '../facts.ts';
import { snake } from '../find.ts';
import type { Parameter } from './schema.ts';

/** Parameter names of an argument list handed to a command. */
const ARGS_NAME = /^(?:args|argv|arguments|arg_list|command_args|command_arguments|cmd_args|cli_args)$/;
/** Parameter names of the program a tool runs. */
const COMMAND_NAME = /^(?:command|cmd|program|executable|binary|bin)$/;
/** Words that say the tool runs a command line: "Executes a cloud CLI command", "Run a command in a container". */
const RUNS_COMMAND_TEXT =
  /\b(?:run|runs|running|execute|executes|executing|exec|invoke|invokes|spawn|spawns)\b[^.]{0,40}?\b(?:commands?|cli|command[- ]lines?|binar(?:y|ies)|executables?|programs?|processes)\b/i;
/**
 * A command handed over in pieces: an argument list (args: string[], or an untyped args object) of a tool that says it
 * runs a command, or beside a parameter naming the program. The caller writes the command line whatever the tool
 * calls it: every flag and sub-command of the CLI is theirs to choose.
 */
export const commandArguments = (facts: Facts): Parameter | undefined => {
  const args = facts.params.find(
    (parameter) =>
      ARGS_NAME.test(snake(parameter.name)) &&
      parameter.values.length === 0 &&
      (parameter.type === 'array' ||
        parameter.type === '' ||
        (parameter.type === 'object' && !facts.nested.some((child) => child.path?.startsWith(`${parameter.name}.`)))),
  );
  if (!args) return undefined;
  const runs =
    RUNS_COMMAND_TEXT.test(`${facts.tokens.join(' ')} ${facts.first}`) ||
    facts.params.some((parameter) => parameter !== args && COMMAND_NAME.test(snake(parameter.name)));
  return runs ? args : undefined;
};
/** A code file named in a description: a .js, .ts, .py… extension, or a JavaScript or TypeScript config or module. */
const CODE_FILE_TEXT =
  /\.(?:m?[jt]sx?|c[jt]s|py|rb|php|lua|pl)\b|\b(?:javascript|typescript|python|js|ts) (?:config(?:uration)?|module|file)s?\b/i;
/**
 * A configuration file given by path that is code: "Path to the build config file (supports .ts, .js, .cjs)". Loading
 * such a config imports and runs it, so whoever picks the file runs its code. A JSON or YAML config is only read.
 */
export const configLoadedAsCode = (facts: Facts): Parameter | undefined =>
  facts.params.find(
    (parameter) =>
      ['string', ''].includes(parameter.type) &&
      parameter.values.length === 0 &&
      // The parameter itself names the config: a project folder that merely holds one is uploaded or read, not loaded here.
      parameter.tokens.some((token) => /^(?:config|configuration|conf|rc)$/.test(token)) &&
      /\b(?:path|file|filename)\b/i.test(parameter.description) &&
      CODE_FILE_TEXT.test(parameter.description),
  );
/** Code the caller hands over in another shape than a code parameter: a command's arguments, or a config file that is code. */
export const codeInOtherShape = (facts: Facts): string | undefined => {
  const args = commandArguments(facts);
  if (args) return `${args.name} (the arguments of the command it runs)`;
  const config = configLoadedAsCode(facts);
  return config ? `${config.name} (a code file it loads as its configuration)` : undefined;
};
