import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RENDERER, svelteFiles } from '../styles/style-rules';

/**
 * The look of a table (its header band, its rows and cells) lives in the
 * table parts of src/renderer/src/components (TableFrame and the cells and
 * rows beside it). A screen that styles th/td/tr/thead/tbody/tfoot/table in
 * its own <style> is restating that look, and drifts from every other table.
 */

const SCREENS = path.join(RENDERER, 'screens');

/** The selectors of a file's <style> blocks that name a table element. */
export function tableSelectors(source: string): string[] {
  const styles = [...source.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1] ?? '');
  const css = styles.join('\n').replace(/\/\*[\s\S]*?\*\//g, '');
  const selectors = [...css.matchAll(/([^{}]+)\{/g)].map((m) => (m[1] ?? '').trim());
  const tableElement = /(^|[\s>+~,(])(table|thead|tbody|tfoot|tr|th|td|caption|colgroup|col)(?=$|[\s>+~,.:[)])/;
  return selectors.filter((selector) => !selector.startsWith('@') && tableElement.test(selector));
}

describe('table CSS', () => {
  it('finds the table selectors a style block restates', () => {
    const restated = `<div></div><style>
      .table > thead > tr > th { color: red; }
      tbody tr:hover > * { background: blue; }
      .detail > td, .x { padding: 0; }
      .thumb, .trail, .card th.end { margin: 0; }
      /* th { } in a comment is not a rule */
      @container x (width < 62rem) { .name { color: red; } }
    </style>`;
    expect(tableSelectors(restated)).toEqual([
      '.table > thead > tr > th',
      'tbody tr:hover > *',
      '.detail > td, .x',
      '.thumb, .trail, .card th.end',
    ]);
    expect(tableSelectors('<style>.thumb { } .tray { } .column { }</style>')).toEqual([]);
  });

  it('is not restated by any screen: screens compose the table parts', () => {
    const offenders = svelteFiles(SCREENS)
      .map((file) => ({
        file: path.relative(SCREENS, file).split(path.sep).join('/'),
        source: readFileSync(file, 'utf8'),
      }))
      .map(({ file, source }) => ({ file, selectors: tableSelectors(source) }))
      .filter(({ selectors }) => selectors.length > 0);
    expect(offenders).toEqual([]);
  });
});
