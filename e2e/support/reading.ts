import type { Page } from 'playwright-core';

/**
 * What a reader sees of the tables on a page: every cell that should be on
 * screen is (not cut off, not pushed out of its box, not zero-sized), and no
 * word or name is broken where a reader would not break it. A line break
 * between two letters or digits is a mid-word break unless it falls at a case
 * change (camelCase, end of an acronym); breaks after _ - . / and at spaces are
 * fine. Runs in the page; returns one line per problem.
 */
export function tableProblems(page: Page, maxRows = 40): Promise<string[]> {
  return page.evaluate((maxRows) => {
    const problems: string[] = [];
    const viewport = document.documentElement.clientWidth;
    const alnum = /[\p{L}\p{N}]/u;
    const lower = /\p{Ll}/u;
    const upper = /\p{Lu}/u;
    const isHidden = (el: Element) => {
      for (let node: Element | null = el; node; node = node.parentElement) {
        const style = getComputedStyle(node);
        if (style.display === 'none' || style.visibility === 'hidden') return true;
        if (style.position === 'absolute' && ((node.clientWidth <= 1 && node.clientHeight <= 1))) return true;
      }
      return false;
    };
    const label = (cell: Element) => (cell.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
    document.querySelectorAll('main table').forEach((table, t) => {
      const rows = [...table.querySelectorAll('tr')].slice(0, maxRows);
      for (const row of rows) {
        for (const cell of row.children) {
          if (isHidden(cell)) continue;
          const rect = cell.getBoundingClientRect();
          const where = `table ${t + 1}, "${label(cell)}"`;
          if (rect.width < 2 || rect.height < 2) problems.push(`${where}: cell has no size`);
          if (rect.left < -1 || rect.right > viewport + 1) problems.push(`${where}: cell is outside the screen (${Math.round(rect.left)}–${Math.round(rect.right)} of ${viewport})`);
          const box = cell.closest('.table-wrap');
          if (box) {
            const b = box.getBoundingClientRect();
            if (rect.right > b.right + 1 || rect.left < b.left - 1) problems.push(`${where}: cell is cut off by its box`);
          }
          // Each visible character with the top of its line, in reading order.
          const chars: Array<{ c: string; top: number }> = [];
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            if (!node.parentElement || isHidden(node.parentElement) || node.parentElement.closest('select, option')) continue;
            const text = node.data;
            // A text on one line: every character has that line's top, so measuring them one by one (slow on
            // long tables) would find no break inside it. A space may be collapsed and have no box: it gets none.
            const whole = document.createRange();
            whole.selectNodeContents(node);
            const lines = whole.getClientRects();
            if (lines.length <= 1) {
              for (let i = 0; i < text.length; i++) chars.push({ c: text[i]!, top: lines.length === 1 && /\S/.test(text[i]!) ? lines[0]!.top : NaN });
              continue;
            }
            for (let i = 0; i < text.length; i++) {
              const range = document.createRange();
              range.setStart(node, i);
              range.setEnd(node, i + 1);
              const rects = range.getClientRects();
              chars.push({ c: text[i]!, top: rects.length > 0 ? rects[0]!.top : NaN });
            }
          }
          for (let i = 1; i < chars.length; i++) {
            const a = chars[i - 1]!;
            const b = chars[i]!;
            if (Number.isNaN(a.top) || Number.isNaN(b.top) || b.top - a.top < 4) continue;
            const midWord = alnum.test(a.c) && alnum.test(b.c) && !(lower.test(a.c) && upper.test(b.c)) && !(upper.test(a.c) && upper.test(b.c) && lower.test(chars[i + 1]?.c ?? ''));
            if (midWord) {
              const word = chars.slice(Math.max(0, i - 12), i + 12).map((x) => x.c).join('');
              problems.push(`${where}: broken mid-word between "${a.c}" and "${b.c}" in "${word.trim()}"`);
            }
          }
        }
      }
    });
    const overflow = document.documentElement.scrollWidth - document.documentElement.clientWidth;
    if (overflow > 0) problems.push(`the page scrolls sideways by ${overflow} px`);
    return problems;
  }, maxRows);
}
