/**
 * Signs that a tool's definition speaks to the model instead of describing the
 * tool: markup aimed at the model, orders about other tools, requests to keep
 * something from the user, requests for secret files, and directions to send
 * data somewhere. Each sign carries the exact words that matched.
 *
 * Speaking to the model is not poisoning by itself: many servers flag usage
 * advice "[IMPORTANT]" or say which tool to call first. Poisoning turns the
 * model against the user: it hides something from them, overrides their
 * instructions, sends secrets or private content along, steers another tool,
 * or asks for a credential file. Markup and ordering count only together with
 * one of those (isPoisoned).
 */

type PoisonKind =
  'model-markup' | 'ordering' | 'concealment' | 'override' | 'secret-file' | 'exfiltration' | 'relay' | 'shadowing';

/** Kinds that turn the model against the user on their own. */
const HARMFUL: ReadonlySet<PoisonKind> = new Set(['concealment', 'override', 'exfiltration', 'shadowing']);
/** Kinds that only address the model (markup, "call this first", "pass it as"): harmful only beside a request for a credential file. */
const ADDRESSES_MODEL: ReadonlySet<PoisonKind> = new Set(['model-markup', 'ordering', 'relay']);

export interface PoisonSign {
  kind: PoisonKind;
  match: string;
  says: string;
}

const SECRET_FILES = String.raw`(?:~|\$home|%userprofile%)?[\\/]?\.ssh\b(?:[\\/][\w.-]+)?|\bid_(?:rsa|ed25519|ecdsa|dsa)\b|(?:^|[\s'"\x60(/~])\.env(?:\.\w+)?\b|\.aws[\\/]credentials|\.npmrc\b|\.netrc\b|\.pgpass\b|\.git-credentials\b|\.docker[\\/]config\.json|\.kube[\\/]config|mcp\.json\b|\.cursor[\\/]|claude_desktop_config\.json|\/etc\/(?:passwd|shadow)\b|private[ _-]?keys?\b|keychain`;

const PATTERNS: ReadonlyArray<{ kind: PoisonKind; pattern: RegExp; says: string }> = [
  {
    kind: 'model-markup',
    pattern:
      /<\s*\/?\s*(?:important|system|instructions?|secret|hidden|admin|override)\s*>|\[\s*(?:system|important|instructions?)\s*\]|\bsystem prompt\b/i,
    says: 'markup addressed to the model, which a person reading the tool list never sees',
  },
  {
    kind: 'ordering',
    pattern:
      /\bbefore (?:using|calling|running|invoking) (?:any|every|all|each) (?:other )?tools?\b|\bbefore (?:using|calling) (?:any )?other tools?\b|\b(?:must|should) (?:always )?be (?:called|used|run|invoked) (?:first|before)\b|\balways (?:call|use|run|invoke) this tool (?:first|before)\b|\bbefore any other tool\b/i,
    says: 'orders the model to call it before other tools',
  },
  {
    kind: 'concealment',
    pattern:
      /\b(?:do not|don't|never) (?:tell|inform|mention|reveal|notify|alert|show)\b[^.]{0,60}\b(?:user|human|person|them)\b|\bwithout (?:telling|informing|notifying|alerting) the (?:user|human)\b|\b(?:the )?user (?:must|should) (?:not|never) (?:know|see|be told)\b|\bkeep (?:this|it) (?:secret|hidden) from\b/i,
    says: 'asks the model to keep something from the user',
  },
  {
    kind: 'override',
    pattern:
      /\bignore (?:all |any )?(?:previous|prior|above|earlier|other|your) (?:instructions|messages|rules|prompts?)\b|\bdisregard (?:all |any )?(?:previous|prior|other) (?:instructions|rules)\b/i,
    says: 'asks the model to ignore its instructions',
  },
  {
    kind: 'secret-file',
    pattern: new RegExp(SECRET_FILES, 'i'),
    says: 'names a file or key that holds credentials',
  },
  {
    kind: 'exfiltration',
    pattern:
      /\b(?:send|forward|upload|post|pass|include|attach|append|copy)\b(?:[^.\n]|\.(?=[\w/])){0,60}\b(?:contents? of|ssh keys?|private keys?|api keys?|passwords?|credentials|conversation history|chat history|environment variables)\b(?:[^.\n]|\.(?=[\w/])){0,80}\b(?:to|as|into|in the)\b|\bas (?:a )?['"]?sidenote\b/i,
    says: 'asks for secrets or private content to be passed along',
  },
  {
    // "If the user gives a JQL expression, pass it as filter.jql" is usage advice; after "read ~/.ssh/id_rsa" it is the theft.
    kind: 'relay',
    pattern: /\bpass (?:it|its content|the content|them) (?:as|in|into)\b/i,
    says: 'asks the model to pass something along in a parameter',
  },
  {
    kind: 'shadowing',
    pattern:
      /\bwhen (?:the |this )?[\w.-]+ tool is (?:available|present)\b|\bwhen (?:the )?(?!this\b|that\b)[\w.-]+ tool is (?:called|used|invoked)\b|\bside effects? on the (?:also present )?[\w.-]+ tool\b|\b(?:must|should|shall|always) (?:send|forward|redirect|route|bcc|cc) (?:all|every|any) (?:e-?mails?|messages|requests|payments|transfers)\b|\b(?:all|every|any) (?:e-?mails?|messages|requests|payments|transfers) (?:must|should|shall|will) (?:be )?(?:sent|redirected|forwarded|routed|addressed|go) to\b|\bchange the (?:recipient|destination|address|account)\b|\binstead of (?:calling|using) (?:the )?(?!this\b|that\b|the same\b)[\w.-]+ tool\b|\b(?:other|another) (?:server|mcp server)'?s? tools?\b/i,
    says: 'tries to steer how other tools behave',
  },
];

const definitionSignsRead = new WeakMap<object, PoisonSign[]>();

/**
 * The signs of poisoning in a tool's description and its parameters' descriptions, read once per tool however many
 * rules ask (the facts object is the tool's).
 */
export function definitionSigns(facts: {
  description: string;
  params: ReadonlyArray<{ description: string }>;
}): PoisonSign[] {
  let signs = definitionSignsRead.get(facts);
  if (!signs) {
    signs = poisonSigns(`${facts.description}\n${facts.params.map((parameter) => parameter.description).join('\n')}`);
    definitionSignsRead.set(facts, signs);
  }
  return signs;
}

/** Every sign of poisoning in a description (or any text of the definition), one per kind. */
export function poisonSigns(text: string): PoisonSign[] {
  const signs: PoisonSign[] = [];
  for (const { kind, pattern, says } of PATTERNS) {
    const found = pattern.exec(text);
    if (!found) continue;
    const match = found[0].replace(/\s+/g, ' ').trim();
    signs.push({ kind, match: match.length > 80 ? `${match.slice(0, 77)}…` : match, says });
  }
  // A credential file named in a description that only asks nothing of the model (e.g. "reads .env files") is
  // still worth a look, but it is poisoning only together with an instruction to the model.
  const instructs = signs.some((sign) => sign.kind !== 'secret-file');
  return instructs ? signs : signs.filter((sign) => sign.kind !== 'secret-file').concat(secretFileAlone(signs));
}

function secretFileAlone(signs: PoisonSign[]): PoisonSign[] {
  return signs
    .filter((sign) => sign.kind === 'secret-file')
    .map((sign) => ({
      ...sign,
      says: 'names a file or key that holds credentials (no instruction to the model found with it)',
    }));
}

/**
 * True when the signs turn the model against the user: something hidden from them, their instructions overridden,
 * secrets or private content sent along, another tool steered, or a credential file asked for in words addressed to
 * the model. Markup, "call this tool first" or "pass it as" on their own are usage advice, not poisoning.
 */
export function isPoisoned(signs: PoisonSign[]): boolean {
  if (signs.some((sign) => HARMFUL.has(sign.kind))) return true;
  return signs.some((sign) => sign.kind === 'secret-file') && signs.some((sign) => ADDRESSES_MODEL.has(sign.kind));
}

/** True when the description addresses the model (markup, orders about calling first) without any harmful sign. */
export function onlyAddressesModel(signs: PoisonSign[]): boolean {
  return !isPoisoned(signs) && signs.some((sign) => sign.kind === 'model-markup' || sign.kind === 'ordering');
}
