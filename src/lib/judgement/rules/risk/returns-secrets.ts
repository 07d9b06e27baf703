import { str, tool } from '../../examples.ts';
import { type Facts, nameWords } from '../../facts.ts';
import { alternation, words, wordSet } from '../../vocabulary/word-set.ts';
import { either, inText } from '../../find.ts';
import { defineRule, type Hit } from '../../rule.ts';
import { AGGREGATE_WORDS, NOT_SECRET_CONTEXT, SECRET_NAME } from '../../signals/secret-names.ts';
import { KEY_QUALIFIERS, TOKEN_QUALIFIERS } from '../../vocabulary/nouns.ts';

const SECRET_TERMS =
  /\b(?:secrets?|credentials?|passwords?|passwd|api[ _-]?keys?|private[ _-]?keys?|access[ _-]?keys?|secret[ _-]?keys?|access[ _-]?tokens?|api[ _-]?tokens?|jwts?(?: tokens?)?|auth(?:entication)?[ _-]?tokens?|bearer tokens?|session tokens?|refresh tokens?|environment variables?|env vars?|\.env\b|ssh keys?|(?:single )?sign-?on links?|(?:auto-?)?log-?in links?|magic links?|(?:epp|transfer|authori[sz]ation|auth)(?: \([\w -]{1,12}\))? codes?)\b/i;
/** Words after a secret word that make it a kind of something else ("secret scanning alert", "credential names"). */
const SECRET_QUALIFIES = wordSet(
  'scanning scan scanner scanners detection detections type types name names id ids metadata count counts rotation policy policies manager managers alert alerts provider providers structure structures format formats schema schemas claims config configuration engine engines store stores backend backends mount mounts status',
);
/** The secrets a leak holds, and that a secret word in a name may be. */
const LEAKED_SECRETS = wordSet('secret secrets credential credentials key keys token tokens');
/** Words that may stand between a secret word and the noun that makes it a kind of something else ("API key credential providers", "credential data schema"). */
const SECRET_COMPOUND: ReadonlySet<string> = new Set([...LEAKED_SECRETS, 'data', 'variable', 'variables']);
/** Words that say what is returned, ending in the secret itself: "returns the token", "including its signing secret". */
const RETURN_WORDS =
  /\b(?:returns?|returning|gets?|retrieves?|reads?|shows?|reveals?|revealing|prints?|dumps?|outputs?|displays?|exposes?|lists?|fetch(?:es)?|exports?|including|includes|containing|contains|along with|plus)\b/gi;
/** Words between the return verb and the secret that make the secret a means or a filter, not what comes back. */
const SECRET_BLOCKERS =
  /\b(?:with|using|by|matching|via|for|against|from|to|that|which|when|before|after|if|whether|without|through|under)\b/i;
/**
 * The description says the secret values stay hidden: masked, redacted, never shown, metadata or names only. A
 * reveal switch (revealSwitch) still counts.
 */
/** What a value that reaches the caller is: shown, returned, revealed. */
const SHOWN = alternation(words('shown returned revealed exposed displayed included'));
const WITHHELD = new RegExp(
  String.raw`\b(?:masked|masks|redacted|redacts|obfuscated|hashed|never (?:${SHOWN})|(?:values?|secrets?|contents?|keys?) (?:are|is) (?:not|never) (?:${SHOWN})|without (?:the |their |its )?(?:values?|secrets?|contents?)|metadata (?:only|for)|only (?:the )?(?:names?|metadata)|(?:key|secret|credential|token|variable) names\b|names?, ids?\b|(?:never|not|n't) (?:returns?|shows?|reveals?|exposes?|includes?|contains?) (?:the |any |their |its )?(?:[\w-]+ ){0,2}(?:values?|secrets?|contents?)\b)`,
  'i',
);
/** A name that speaks of a leak ("list_leaked_tokens"). */
const LEAK_WORDS = wordSet('leaked leak leaks');
/** Findings that hold the secret they found: a secret-scanning alert, a leaked key. */
const SECRET_FINDINGS = new RegExp(
  String.raw`\bsecret[ -]scanning alerts?\b|\b(?:leaked|exposed|detected) (?:secrets?|credentials?|api keys?|tokens?|passwords?)\b(?! (?:${alternation([...AGGREGATE_WORDS, 'count', 'counts'])}))|\bsecret (?:leaks?|findings?)\b`,
  'i',
);
/** A switch that makes a read hand back secret values it otherwise masks (reveal, unmask, include_secrets, show_values). */
const REVEAL_NAME =
  /^(?:reveal\w*|unmask\w*|decrypt\w*|(?:show|include|with|return|expose)_?(?:[a-z]+_)?(?:secrets?|values?|passwords?|keys?|tokens?|credentials?|sensitive\w*|env\w*|plain_?text|raw\w*)|plain_?text|raw_?values?|no_?mask\w*|disable_?mask\w*|skip_?mask\w*)$/i;
const REVEAL_SECRET_WORDS = wordSet(
  'secret secrets password passwords key keys token tokens credential credentials env envs sensitive plaintext',
);
const REVEAL_CONTEXT =
  /\b(?:secrets?|credentials?|passwords?|api[ _-]?keys?|tokens?|environment variables?|env vars?|sensitive|masked|unmasked|plain ?text|decrypt\w*)\b/i;
/** The tool says its secrets are masked unless asked: a switch then unmasks them. */
const MASKING = /\b(?:masked|unmask\w*|redacted|obfuscated|plain ?text|decrypt\w*|in clear)\b/i;
/** A read of a schema: its tables, fields and their metadata, not the rows. */
const SCHEMA_READ = /\b(?:metadata|schemas?|structure|field definitions?)\b/i;
const revealSwitch = (facts: Facts): Hit | undefined => {
  const parameter = [...facts.params, ...facts.nested].find((candidate) => {
    const name = candidate.name
      .replace(/([a-z])([A-Z])/g, '$1_$2')
      .replace(/-/g, '_')
      .toLowerCase();
    if (!REVEAL_NAME.test(name)) return false;
    if (candidate.type !== 'boolean' && !candidate.values.some((value) => /^(?:true|yes|on)$/i.test(value)))
      return false;
    // "include_sensitive_fields" of a table's metadata lists more fields of the schema, not their values.
    if (/(?:fields?|columns?)$/.test(name) && SCHEMA_READ.test(`${facts.tokens.join(' ')} ${facts.first}`))
      return false;
    // A switch whose name names no secret counts when it or the tool says what it unmasks; a tool description that
    // only mentions secrets elsewhere ("configured via environment variables") does not make "include_raw_dates" one.
    return (
      candidate.tokens.some((token) => REVEAL_SECRET_WORDS.has(token)) ||
      REVEAL_CONTEXT.test(candidate.description) ||
      MASKING.test(facts.description)
    );
  });
  return parameter
    ? {
        signal: 'parameter',
        match: `${parameter.path ?? parameter.name} (${parameter.type || 'any'}): set, it returns the values in clear`,
      }
    : undefined;
};
/** The name's object is a secret: its head noun (get_signing_secret, read_env, list_api_keys), not a word that qualifies another. */
const secretInName = (facts: Facts): Hit | undefined => {
  // "check_api_key", "env_check": a check says whether a secret is set, and returns no secret.
  if (facts.inferred.verbs.length > 0 && facts.inferred.verbs.every((verb) => CHECK_VERBS.has(verb.lemma)))
    return undefined;
  // "get_ssh_keys: List registered SSH public keys": a public key is made to be shared.
  if (/\bpublic keys?\b/i.test(facts.first) && !/\bprivate\b/i.test(facts.first)) return undefined;
  const nouns = facts.inferred.name.nouns.filter((noun) => !facts.productWords.has(noun));
  const joined = nouns.map((noun, index) =>
    /^keys?$/.test(noun) && KEY_QUALIFIERS.has(nouns[index - 1] ?? '') ? `${nouns[index - 1]} ${noun}` : noun,
  );
  const head = joined[joined.length - 1];
  if (head === undefined) return undefined;
  if (head === 'env' && RUNTIME_ENV.has(joined[joined.length - 2] ?? '')) return undefined;
  const bare = head.replace(/ /g, '');
  if (SECRET_NAME.has(head) || SECRET_NAME.has(bare) || /^(?:access|ssh|signing|secret)keys?$/.test(bare))
    return { signal: 'name', match: head };
  // "get_jwt_token", "list_api_tokens": a token is a credential when the word before it says what it authenticates.
  const qualifier = joined[joined.length - 2];
  if (/^tokens?$/.test(head) && qualifier !== undefined && TOKEN_QUALIFIERS.has(qualifier))
    return { signal: 'name', match: `${qualifier} ${head}` };
  // "get_domain_auth_code", "get_epp_code": the code that lets its holder move a domain or finish a sign-in.
  if (
    /^codes?$/.test(head) &&
    qualifier !== undefined &&
    /^(?:auth|authorization|authorisation|epp|transfer)$/.test(qualifier)
  )
    return { signal: 'name', match: `${qualifier} ${head}` };
  // "get_env_vars", "secret_value": the secret's value, or a container of env vars.
  const before = joined[joined.length - 2];
  if (before !== undefined && /^(?:vars?|variables?|values?|contents?)$/.test(head) && SECRET_NAME.has(before))
    return { signal: 'name', match: `${before} ${head}` };
  return undefined;
};
/** Verbs that test whether something is set or valid and answer yes or no. */
const CHECK_VERBS = wordSet('check validate verify test ping');
/** Words before "env" that make it a runtime, not environment variables ("code env", "python env"). */
const RUNTIME_ENV = wordSet('code python conda virtual venv runtime node ruby java dev development');
/** The opening sentence says the secret comes back: a return verb with the secret as its object, nothing between that makes it a means. */
const secretReturned = (facts: Facts): Hit | undefined => {
  const sentence = facts.description.split(/(?<=[.!?])\s|\n/)[0] ?? '';
  const pattern = new RegExp(SECRET_TERMS.source, 'gi');
  for (const found of sentence.matchAll(pattern)) {
    const after =
      sentence
        .slice((found.index ?? 0) + found[0].length)
        .trim()
        .split(/\s+/)[0]
        ?.toLowerCase()
        .replace(/[^a-z-]/g, '') ?? '';
    if (SECRET_QUALIFIES.has(after)) continue;
    // "API key credential providers", "credential data schema": a noun further on makes it a kind of something else.
    const further = sentence
      .slice((found.index ?? 0) + found[0].length)
      .trim()
      .split(/\s+/)
      .slice(0, 3)
      .map((word) => word.toLowerCase().replace(/[^a-z-]/g, ''));
    const qualifier = further.findIndex((word) => SECRET_QUALIFIES.has(word));
    if (qualifier > 0 && further.slice(0, qualifier).every((word) => SECRET_COMPOUND.has(word))) continue;
    const prefix = sentence.slice(0, found.index);
    const verbs = [...prefix.matchAll(RETURN_WORDS)];
    const verb = verbs[verbs.length - 1];
    if (!verb) continue;
    const between = prefix.slice((verb.index ?? 0) + verb[0].length);
    if (SECRET_BLOCKERS.test(between) || between.split(/\s+/).filter(Boolean).length > 6) continue;
    return { signal: 'description', match: `${verb[0]}${between}${found[0]}`.replace(/\s+/g, ' ') };
  }
  return undefined;
};
/** A configuration the opening sentence says is built from the environment: what the process was given comes back. */
const CONFIG_FROM_ENV =
  /\b(?:merg\w*|resolv\w*|combin\w*|built from|read from|taken from|loaded from|including|includes)\b[^.]{0,40}\b(?:environment variables?|env vars?|\.env)\b/i;
/** "get_config: the resolved config after merging CLI options, environment variables and the config file". */
const configFromEnvironment = (facts: Facts): Hit | undefined => {
  if (!facts.tokens.some((token) => /^(?:config|configuration|settings)$/.test(token))) return undefined;
  const found = CONFIG_FROM_ENV.exec(facts.first);
  return found ? { signal: 'description', match: found[0] } : undefined;
};
export default defineRule({
  id: 'returns-secrets',
  stage: 'risk',
  summary:
    'It returns secrets, credentials, keys, passwords, environment variables a code that authorises a transfer or a sign-in, or a configuration merged from environment variables (pagination tokens, model token counts and public statistics do not count). High risk, approval.',
  when: (facts, state) => {
    // A reveal switch hands the values back whatever else the description says (they are masked by default).
    const reveal = revealSwitch(facts);
    if (reveal) return reveal;
    if (!state.readOnly) return undefined;
    if (NOT_SECRET_CONTEXT.test(facts.first) || WITHHELD.test(facts.description)) return undefined;
    // A secret-scanning alert or a leak finding carries the leaked secret itself.
    const leaked = nameWords(facts, LEAK_WORDS);
    const leakedSecret = leaked !== undefined ? nameWords(facts, LEAKED_SECRETS) : undefined;
    const finding = either(
      leaked !== undefined && leakedSecret !== undefined
        ? { signal: 'name' as const, match: `${leaked} ${leakedSecret}` }
        : undefined,
      inText({ ...facts, description: facts.description.split(/(?<=[.!?])\s|\n/)[0] ?? '' }, SECRET_FINDINGS),
    );
    if (finding) return finding;
    // The secret must be what comes back: the object of the name, or of a return verb in the opening sentence.
    // "Projects accessible with current credentials" or "validate the API key" returns none.
    if (!/^(?:next|page)/.test(facts.tokens.join(' '))) {
      const name = secretInName(facts);
      if (name) return name;
    }
    return secretReturned(facts) ?? configFromEnvironment(facts);
  },
  then: (_facts, _hit, state) => ({
    riskAtLeast: 'high',
    verdictAtLeast: 'require-approval',
    attacks: ['data-exfiltration', 'token-passthrough'],
    flow: { source: true },
    ...(state.readOnly ? { family: 'read-secrets' } : {}),
    outcome: 'live {objects} copied into the conversation, where any tool that sends data out can carry {them} off',
    weight: 1,
  }),
  says: '{match}: what it returns can unlock other systems',
  examples: {
    fires: [
      tool('get_secret_alert', 'Get a secret scanning alert, including the matched secret.'),
      tool('read_env', 'Return the environment variables of the process.'),
      // A secret-scanning alert carries the secret it found, whether or not the description says so.
      tool('get_vault_scan_alert', 'Get details of one secret scanning alert of a code host repository.', {
        alert_number: { type: 'number' },
      }),
      tool('get_hook_signing_secret', 'Retrieve the signing secret of a hook endpoint.', { hook_id: str }),
      // A configuration merged from the environment carries whatever secrets the process was given.
      tool(
        'get_server_config',
        'Get the final resolved config after merging CLI options, environment variables and config file.',
      ),
      // A domain's transfer code hands the domain to whoever holds it.
      tool('domains_get_transfer_code', 'Retrieve the authorization (EPP) code of a domain.', { domain: str }),
      tool('get_domain_auth_code', 'Returns the code of a domain.', { domain: str }),
      // A switch that unmasks the values makes the read hand secrets back, even when they are masked by default.
      tool(
        'get_site_settings',
        'Site settings. Passwords and tokens are masked by default; pass unmask: true when you need them.',
        { site_id: str, unmask: { type: 'boolean' } },
      ),
      tool('describe_worker', 'Describe a worker and its configuration.', {
        worker_id: str,
        includeSecretValues: { type: 'boolean', description: 'Return environment variable values in plain text' },
      }),
    ],
    quiet: [
      tool('list_prices', 'List prices. Use next_token to page through results.'),
      tool('get_leaked_credentials_data', 'Leaked credentials statistics over time.'),
      // The secret is a means or a filter here, not what comes back.
      tool('list_cloud_folders', 'List all cloud folders accessible with the current credentials.'),
      tool('check_vault_login', 'Validate the configured API key and app key before other calls.'),
      tool('find_board_by_key', 'Find a board matching an API key.', { apiKey: str }),
      // Only names, ids or metadata of secrets come back.
      tool('list_deploy_keys', 'List all deploy keys of the account. Returns key names, IDs and creation dates.'),
      tool('list_vault_entries', 'List the stored credentials by handle. Values are never shown.'),
      tool('get_vault_entry', 'Retrieve metadata for a specific secret by id.', { entry_id: str }),
      tool('list_site_env_vars', 'Lists the environment variables set for the site. Values are always masked.'),
      tool('list_key_providers', 'List API key credential providers in the account. Does NOT return API key values.'),
      tool('list_mounts', 'List the available mounted secrets engines on a vault server.'),
      tool('whoami', 'Inspect the authentication context. Read-only and never returns credential values.'),
      tool('check_api_key', 'Check if an API key is already configured.'),
      tool('get_ssh_keys', "List registered SSH public keys of the account's pods."),
      tool('code_env', 'Code env ops: list or get the package summaries.'),
      tool('get_theme_config', 'Get the theme configuration of the site, with its colours and fonts.'),
      // A switch for more fields of a schema, or one whose tool only mentions secrets elsewhere.
      tool('get_table', 'Retrieve table information including schema, fields and metadata.', {
        table_id: { type: 'number' },
        include_sensitive_fields: { type: 'boolean' },
      }),
      tool(
        'get_issue_sla',
        'Calculate SLA metrics for an issue. Working hours are configured via environment variables.',
        {
          issue_key: str,
          include_raw_dates: { type: 'boolean' },
        },
      ),
      // A switch to show values that are not secret.
      tool('list_chart_points', 'List the points of a chart.', {
        chart_id: str,
        include_values: { type: 'boolean', description: 'Include the y values of each point' },
      }),
    ],
  },
});
