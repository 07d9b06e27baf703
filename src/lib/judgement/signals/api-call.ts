import { describeParameter, type Facts } from '../facts.ts';
import { snake } from '../find.ts';
import type { Parameter } from './schema.ts';

/** Parameter names that pick the operation of a call by name. */
const OPERATION_NAME = /^(?:action|method|http_method|operation|operation_id|op|api|api_method|api_action)$/;
/** Parameter names that pick the endpoint or path of a call. */
const ENDPOINT_NAME = /^(?:endpoint|path|api_path|resource_path|route|uri_path|url_path)$/;
/** Parameter names that carry the call's arguments. */
const ARGUMENTS_NAME = /^(?:params|parameters|arguments|args|body|payload|query_params|request_body|input|data)$/;
/** Parameter names that pick the service or product an API call goes to. */
const SERVICE_NAME = /^(?:service|service_name|product|api_name|namespace|module)$/;
const ANY_CALL_TEXT =
  /\b(?:call|invoke|send|make|issue|execute)s? (?:any|an arbitrary|arbitrary|a raw|raw)\b[^.]{0,40}\b(?:api|endpoint|method|request|operation)s?\b|\b(?:generic|general[- ]purpose|universal)\b[^.]{0,30}\b(?:api|http|rest)\b[^.]{0,20}\b(?:call(?:er|s)?|tool|requests?|client)\b|\bany (?:api|endpoint|rest endpoint|graph endpoint|http endpoint)s?\b/i;
/** A parameter that names an operation or endpoint freely: text with no enum and no list of options in its description. */
const freelyNamed = (facts: Facts, parameter: Parameter): boolean =>
  ['string', ''].includes(parameter.type) &&
  parameter.values.length === 0 &&
  !/['"`][a-z][\w-]*['"`]\s*(?:,|\bor\b|\|)|\b(?:one of|options are|available (?:methods|operations|actions)|supported (?:methods|operations|actions))\b/i.test(
    parameter.description,
  ) &&
  !facts.inferred.schema.operations.some((operation) =>
    parameter.description.toLowerCase().includes(`'${operation.lemma}`),
  );
/**
 * A generic API caller: the caller names the operation (service and action, or an HTTP method) or the endpoint as
 * free text and passes its arguments, so the tool can make any call the API allows. "any-operation" when the operation
 * or HTTP method is free (a DELETE included); "any-endpoint" when only the path is free.
 */
export function genericApiCall(facts: Facts): { kind: 'any-operation' | 'any-endpoint'; match: string } | undefined {
  const named = (pattern: RegExp) => facts.params.find((parameter) => pattern.test(snake(parameter.name)));
  const args = named(ARGUMENTS_NAME);
  const service = named(SERVICE_NAME);
  // An operation or method "to match" or "to filter by" narrows what is read; it calls nothing.
  const operation = facts.params.find(
    (parameter) =>
      OPERATION_NAME.test(snake(parameter.name)) &&
      freelyNamed(facts, parameter) &&
      !/\b(?:filter\w*|match\w*|restrict\w*|only|spans?|traces?|name of the operation)\b/i.test(parameter.description),
  );
  // A path of a file, or of a line in a diff, is no endpoint.
  const endpoint = facts.params.find(
    (parameter) =>
      ENDPOINT_NAME.test(snake(parameter.name)) &&
      freelyNamed(facts, parameter) &&
      !/\b(?:files?|director(?:y|ies)|folders?|diff|line)\b/i.test(parameter.description),
  );
  const says = ANY_CALL_TEXT.test(facts.description);
  const callWords = /\b(?:api|apis|endpoints?|http|rest|rpc|graphql)\b/i.test(
    `${facts.tokens.join(' ')} ${facts.description}`,
  );
  if (operation && args && (service || callWords || says)) {
    return {
      kind: 'any-operation',
      match: `${service ? `${describeParameter(service)} + ` : ''}${describeParameter(operation)}${args ? ` + ${args.name}` : ''}`,
    };
  }
  if (endpoint && (args || says) && callWords)
    return { kind: 'any-endpoint', match: `${describeParameter(endpoint)}${args ? ` + ${args.name}` : ''}` };
  return undefined;
}

/** Parameter names that pick, by name, the command, tool or function a router runs. */
const ROUTED_NAME =
  /^(?:command|sub_?command|command_name|tool|tool_name|tool_id|function|function_name|action_name|operation_name|method_name)$/;
/** Prose that says the tool routes to whatever operation or tool the caller names. */
const ROUTER_TEXT =
  /\bcommand router\b|\brout(?:es|ed) (?:to|sub-?commands?)\b|\bsub-?commands? (?:are|is) routed\b|\b(?:run|runs|execute|executes|call|calls|invoke|invokes) (?:any|a given|the given|the named|another) (?:tool|command|operation|action|function)s?\b|\bany (?:tool|operation|action|function) (?:of|in|from|the)\b/i;

/**
 * A tool that runs whichever operation of a product the caller names: a generic API caller (genericApiCall), a command
 * router ("set command and wrap its arguments in parameters"), or a tool that runs another tool or function by name
 * with an object of arguments. Its power is the widest operation the product has. Returns what shows it.
 */
export function runsAnyOperation(
  facts: Facts,
): { kind: 'any-operation' | 'any-endpoint' | 'router'; match: string } | undefined {
  const call = genericApiCall(facts);
  if (call) return call;
  const selector = facts.params.find(
    (parameter) =>
      (ROUTED_NAME.test(snake(parameter.name)) || OPERATION_NAME.test(snake(parameter.name))) &&
      freelyNamed(facts, parameter),
  );
  const args = facts.params.find(
    (parameter) => ARGUMENTS_NAME.test(snake(parameter.name)) && (parameter.type === 'object' || parameter.type === ''),
  );
  if (selector && args && (ROUTER_TEXT.test(facts.description) || ROUTED_NAME.test(snake(selector.name))))
    return { kind: 'router', match: `${describeParameter(selector)} + ${args.name}` };
  return undefined;
}
