/** A problem found in a catalogue file, located so an editor can jump to it. */
export interface Problem {
  file: string;
  line: number;
  col: number;
  message: string;
  /** How to fix it, when the message alone does not say. */
  tip?: string;
  /**
   * A derived field out of step that `npm run rejudge` rewrites: the record is loaded anyway, so rejudge
   * (which refuses to run on any other problem) can repair it. Validate still fails on it.
   */
  repairable?: true;
  /** The validator's check that found it (src/lib/validate/checks/<id>.ts); none for the reader's own problems. */
  check?: string;
}

export function formatProblem(problem: Problem): string {
  const where = `${problem.file}:${problem.line}:${problem.col}`;
  return problem.tip ? `${where}  ${problem.message}\n    tip: ${problem.tip}` : `${where}  ${problem.message}`;
}

export function sortProblems(problems: Problem[]): Problem[] {
  return [...problems].sort(
    (a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.col - b.col || a.message.localeCompare(b.message),
  );
}

export function formatReport(problems: Problem[], filesChecked: number): string {
  if (problems.length === 0) return `No problems in ${filesChecked} files.`;
  const files = new Set(problems.map((p) => p.file)).size;
  const lines = sortProblems(problems).map(formatProblem);
  const noun = problems.length === 1 ? 'problem' : 'problems';
  lines.push('', `${problems.length} ${noun} in ${files} of ${filesChecked} files.`);
  return lines.join('\n');
}
