/** The parts of npm's own spec libraries the installer uses (they ship no types). */
declare module 'npm-package-arg' {
  interface Result {
    type: 'git' | 'tag' | 'version' | 'range' | 'file' | 'directory' | 'remote' | 'alias';
    registry?: boolean;
    name: string | null;
    rawSpec: string;
    fetchSpec: string | null;
    subSpec?: Result;
  }
  interface Npa {
    (arg: string, where?: string): Result;
    resolve(name: string, spec: string, where?: string): Result;
  }
  const npa: Npa;
  export default npa;
}

declare module 'npm-pick-manifest' {
  function pickManifest<T extends { version: string }>(
    packument: { name?: string; 'dist-tags'?: Record<string, string>; versions: Record<string, T> },
    wanted: string,
    options?: { defaultTag?: string; nodeVersion?: string },
  ): T;
  export default pickManifest;
}
