import type { Locator, Page } from 'playwright-core';

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
        if (style.position === 'absolute' && node.clientWidth <= 1 && node.clientHeight <= 1) return true;
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
          if (rect.left < -1 || rect.right > viewport + 1)
            problems.push(
              `${where}: cell is outside the screen (${Math.round(rect.left)}–${Math.round(rect.right)} of ${viewport})`,
            );
          const box = cell.closest('.table-wrap');
          if (box) {
            const b = box.getBoundingClientRect();
            if (rect.right > b.right + 1 || rect.left < b.left - 1)
              problems.push(`${where}: cell is cut off by its box`);
          }
          // Each visible character with the top of its line, in reading order.
          const chars: Array<{ c: string; top: number }> = [];
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
          for (let node = walker.nextNode() as Text | null; node; node = walker.nextNode() as Text | null) {
            if (!node.parentElement || isHidden(node.parentElement) || node.parentElement.closest('select, option'))
              continue;
            const text = node.data;
            // A text on one line: every character has that line's top, so measuring them one by one (slow on
            // long tables) would find no break inside it. A space may be collapsed and have no box: it gets none.
            const whole = document.createRange();
            whole.selectNodeContents(node);
            const lines = whole.getClientRects();
            if (lines.length <= 1) {
              for (let i = 0; i < text.length; i++)
                chars.push({ c: text[i]!, top: lines.length === 1 && /\S/.test(text[i]!) ? lines[0]!.top : NaN });
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
            const midWord =
              alnum.test(a.c) &&
              alnum.test(b.c) &&
              !(lower.test(a.c) && upper.test(b.c)) &&
              !(upper.test(a.c) && upper.test(b.c) && lower.test(chars[i + 1]?.c ?? ''));
            if (midWord) {
              const word = chars
                .slice(Math.max(0, i - 12), i + 12)
                .map((x) => x.c)
                .join('');
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

/**
 * Where a link's underline is drawn against the ink of its text, read from the pixels: the link is shot as it is,
 * without its underline, and with its text made transparent (backgrounds stay), and the rows that differ give the
 * underline and the glyphs. For a link on one line. A name's underscores are part of its ink, so an underline
 * that starts below the lowest ink row cannot hide them.
 */
export async function underlineRows(
  page: Page,
  anchor: Locator,
): Promise<{ text: string; underlineTop: number; inkBottom: number }> {
  await page.mouse.move(0, 0);
  await anchor.scrollIntoViewIfNeeded();
  const box = await anchor.evaluate((a) => {
    const r = a.getBoundingClientRect();
    return { x: r.x, y: r.y, width: r.width, height: r.height };
  });
  const clip = {
    x: Math.max(0, Math.floor(box.x) - 2),
    y: Math.max(0, Math.floor(box.y) - 2),
    width: Math.ceil(box.width) + 4,
    height: Math.ceil(box.height) + 16,
  };
  // Inline styles through the CSSOM, which the pages' Content-Security-Policy allows (a <style> it would refuse).
  const mode = (m: 'as-is' | 'no-underline' | 'no-text') =>
    anchor.evaluate((a, m) => {
      const all = [a as HTMLElement, ...a.querySelectorAll<HTMLElement>('*')];
      for (const el of all) el.style.removeProperty('-webkit-text-fill-color');
      (a as HTMLElement).style.removeProperty('text-decoration-line');
      if (m !== 'as-is') (a as HTMLElement).style.setProperty('text-decoration-line', 'none', 'important');
      if (m === 'no-text')
        for (const el of all) el.style.setProperty('-webkit-text-fill-color', 'transparent', 'important');
    }, m);
  const shots: string[] = [];
  for (const m of ['as-is', 'no-underline', 'no-text'] as const) {
    await mode(m);
    shots.push((await page.screenshot({ clip })).toString('base64'));
  }
  await mode('as-is');
  const text = (await anchor.textContent()) ?? '';
  const rows = await page.evaluate(async (pngs) => {
    const pixels = await Promise.all(
      pngs.map(async (png) => {
        const img = new Image();
        img.src = `data:image/png;base64,${png}`;
        await img.decode();
        const canvas = document.createElement('canvas');
        canvas.width = img.width;
        canvas.height = img.height;
        const context = canvas.getContext('2d')!;
        context.drawImage(img, 0, 0);
        return context.getImageData(0, 0, img.width, img.height);
      }),
    );
    const differing = (a: ImageData, b: ImageData) => {
      const found: number[] = [];
      for (let y = 0; y < a.height; y++) {
        for (let x = 0; x < a.width; x++) {
          const i = (y * a.width + x) * 4;
          if (
            Math.abs(a.data[i]! - b.data[i]!) +
              Math.abs(a.data[i + 1]! - b.data[i + 1]!) +
              Math.abs(a.data[i + 2]! - b.data[i + 2]!) >
            60
          ) {
            found.push(y);
            break;
          }
        }
      }
      return found;
    };
    const [asIs, noUnderline, noText] = pixels as [ImageData, ImageData, ImageData];
    const underline = differing(asIs, noUnderline);
    const ink = differing(noUnderline, noText);
    return {
      underlineTop: underline.length ? Math.min(...underline) : -1,
      inkBottom: ink.length ? Math.max(...ink) : -1,
    };
  }, shots);
  return { text, ...rows };
}
