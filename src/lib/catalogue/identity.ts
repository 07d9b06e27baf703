/**
 * Server identity: a display name is how a reader recognises a server, so no two
 * servers may share one, and a name may not hide characters. Names are compared
 * by their skeleton: case folded, compatibility forms and accents removed, and
 * look-alike letters from other scripts mapped to the Latin letter they imitate
 * (after Unicode TR39's idea of confusables, for the letters that matter in names).
 */

/** Letters that pass for Latin ones (lowercase, after NFKC), mapped to the letter they imitate. */
const LOOK_ALIKES: Record<string, string> = {
  // Cyrillic
  а: 'a',
  в: 'b',
  е: 'e',
  ё: 'e',
  ѕ: 's',
  і: 'l',
  ї: 'l',
  ј: 'j',
  к: 'k',
  м: 'm',
  н: 'h',
  о: 'o',
  р: 'p',
  с: 'c',
  т: 't',
  у: 'y',
  х: 'x',
  ү: 'y',
  һ: 'h',
  ԁ: 'd',
  ԛ: 'q',
  ԝ: 'w',
  ӏ: 'l',
  ԍ: 'g',
  ы: 'bl',
  ь: 'b',
  п: 'n',
  г: 'r',
  // Greek
  α: 'a',
  β: 'b',
  ε: 'e',
  η: 'n',
  ι: 'l',
  κ: 'k',
  ν: 'v',
  ο: 'o',
  ρ: 'p',
  τ: 't',
  υ: 'u',
  χ: 'x',
  γ: 'y',
  ω: 'w',
  μ: 'u',
  ς: 'c',
  σ: 'o',
  // Latin letters without a decomposition, and digits that pass for letters
  ı: 'l',
  ɩ: 'l',
  i: 'l',
  '1': 'l',
  '|': 'l',
  ł: 'l',
  ø: 'o',
  '0': 'o',
  ð: 'd',
  đ: 'd',
  ħ: 'h',
  ɡ: 'g',
  ß: 'ss',
  æ: 'ae',
  œ: 'oe',
};

/** The form two names are compared in: equal skeletons look alike to a reader. */
export function nameSkeleton(name: string): string {
  const folded = name
    .normalize('NFKC')
    .toLowerCase()
    .normalize('NFD')
    .replace(/\p{M}+/gu, '');
  let out = '';
  for (const char of folded) out += LOOK_ALIKES[char] ?? char;
  return out
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .replace(/rn/g, 'm')
    .replace(/vv/g, 'w');
}

/** Control, format (invisible, direction-changing) and separator characters other than the plain space. */
const HIDDEN = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}\p{Co}\p{Cn}]|[\p{Zs}](?<! )/u;

/** The first character of a name that a reader could not see, as U+XXXX, or undefined. */
export function hiddenCharacterIn(name: string): string | undefined {
  const match = HIDDEN.exec(name);
  if (!match) return undefined;
  return `U+${match[0].codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;
}

/** A name as it can be printed: hidden characters shown as ⟦U+XXXX⟧. */
const shownName = (name: string) =>
  name.replace(
    new RegExp(HIDDEN.source, 'gu'),
    (c) => `⟦U+${c.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}⟧`,
  );

export interface NamedServer {
  slug: string;
  name: string;
}

export interface IdentityIssue {
  slug: string;
  message: string;
  tip: string;
}

/** Every server whose name hides characters or looks like another server's name; each server of a clash gets its own issue. */
export function checkServerIdentity(servers: readonly NamedServer[]): IdentityIssue[] {
  const issues: IdentityIssue[] = [];
  const bySkeleton = new Map<string, NamedServer[]>();
  for (const server of servers) {
    const hidden = hiddenCharacterIn(server.name);
    if (hidden) {
      issues.push({
        slug: server.slug,
        message: `name contains a control or invisible character (${hidden})`,
        tip: 'a display name is plain text a reader can see: remove the character',
      });
    }
    const skeleton = nameSkeleton(server.name);
    const group = bySkeleton.get(skeleton);
    if (group) group.push(server);
    else bySkeleton.set(skeleton, [server]);
  }
  for (const group of bySkeleton.values()) {
    if (group.length < 2) continue;
    for (const server of group) {
      const others = group
        .filter((o) => o !== server)
        .map((o) => `"${shownName(o.name)}" (servers/${o.slug}/server.yaml)`);
      issues.push({
        slug: server.slug,
        message: `name "${shownName(server.name)}" looks the same as ${others.join(', ')} (compared ignoring case, accents and look-alike characters)`,
        tip: 'two servers may not share a display name: a look-alike name is how an impersonator passes for the real server; give each a name of its own',
      });
    }
  }
  return issues;
}
