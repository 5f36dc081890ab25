import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

/*
 * A form's field gets its message, and loses it as the operator types, through
 * one field component (FormTextField, FormTextArea, FormSelectField, a field
 * given its form and path, as booking's BookingField and the rating form's
 * fields are), never by wiring written out again in a screen's markup: a copy
 * is where a field that keeps a stale message comes from.
 */

const RENDERER = path.resolve(__dirname, '../../../../src/renderer/src');

/** Forms not on the field components yet, each with the reason (none left). */
const NOT_YET = new Set<string>([]);

/** The field components themselves: the one place the wiring is written. */
const FIELD_COMPONENTS = new Set([
  'components/FormTextField.svelte',
  'components/FormTextArea.svelte',
  'components/FormSelectField.svelte',
  'screens/booking/BookingField.svelte',
]);

function svelteFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return svelteFiles(full);
    return entry.name.endsWith('.svelte') ? [full] : [];
  });
}

/** The markup of a .svelte file: without its scripts and styles (a script may clear a message for its own reasons). */
function markupOf(source: string): string {
  return source.replace(/<script[^>]*>[\s\S]*?<\/script>/g, '').replace(/<style[^>]*>[\s\S]*?<\/style>/g, '');
}

/** Each tag of the markup whole, its attributes' braces included (an arrow's `>` does not end it). */
function tagsOf(markup: string): string[] {
  const tags: string[] = [];
  for (const start of markup.matchAll(/<[A-Za-z]/g)) {
    let depth = 0;
    for (let i = start.index; i < markup.length; i++) {
      const char = markup[i];
      if (char === '{') depth++;
      else if (char === '}') depth--;
      else if (char === '>' && depth === 0) {
        tags.push(markup.slice(start.index, i + 1));
        break;
      }
    }
  }
  return tags;
}

/** A field bound to a value whose message is passed by hand, or a message cleared in a field's handler. */
function handWiredField(tag: string): boolean {
  const bound = /\bbind:(value|checked)=/.test(tag);
  const messageByHand = /\berror=\{[^}]*\berrors(\[|\.)/.test(tag);
  const clearedByHand = /\bon[a-z]+=\{[^}]*\b(clearError|clearProblem|clear)\(\s*[^)\s]/.test(tag);
  return (bound && messageByHand) || clearedByHand;
}

function handWired(file: string): string[] {
  return tagsOf(markupOf(readFileSync(file, 'utf8')))
    .filter(handWiredField)
    .map((tag) => tag.replace(/\s+/g, ' ').slice(0, 120));
}

describe('form fields', () => {
  const files = svelteFiles(RENDERER).map((file) => [path.relative(RENDERER, file).split(path.sep).join('/'), file] as const);

  it('get their message, and lose it as the operator types, through a field component only', () => {
    const found = files
      .filter(([name]) => !FIELD_COMPONENTS.has(name) && !NOT_YET.has(name))
      .flatMap(([name, file]) => handWired(file).map((line) => `${name}: ${line}`));
    expect(found).toEqual([]);
  });

  it('lists as not yet converted only forms that still wire their fields by hand', () => {
    const stale = [...NOT_YET].filter((name) => {
      const entry = files.find(([n]) => n === name);
      return entry === undefined || handWired(entry[1]).length === 0;
    });
    expect(stale).toEqual([]);
  });
});
