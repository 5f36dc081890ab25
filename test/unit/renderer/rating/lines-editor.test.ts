import { beforeEach, describe, expect, it } from 'vitest';
import { containerTypeListResponse, palletTypeListResponse } from '@shared/api/lookups';
import { useLanguageSource } from '@shared/i18n/desk-language';
import type { Kept } from '@shared/ipc/kept';
import { AppError } from '@renderer/lib/api';
import type { PathForm } from '@renderer/lib/path-fields';
import { Query } from '@renderer/lib/query.svelte';
import { LinesEditorState, type LineLists } from '@renderer/screens/rating/lines-editor.svelte';
import { lineKinds, newLine, type LineKind, type LineValues } from '@renderer/screens/rating/line-kinds';

const FETCHED_AT = '2026-11-29T09:00:00.000Z';

/** The lists as main answers them: the service's words read by the desk's schema, kept or fresh. */
function lists(
  pallets: unknown[] | AppError,
  containers: unknown[] = [],
  fromStore = false,
): { lists: LineLists; read: () => Promise<void> } {
  const kept = <T>(value: T): Kept<T> => ({ value, fetchedAt: FETCHED_AT, fromStore });
  const palletQuery = new Query(async () => {
    if (pallets instanceof AppError) throw pallets;
    return kept(palletTypeListResponse.parse(pallets));
  });
  const containerQuery = new Query(async () => kept(containerTypeListResponse.parse(containers)));
  return {
    lists: { pallets: palletQuery, containers: containerQuery },
    read: async () => {
      await Promise.all([palletQuery.run(), containerQuery.run()]);
    },
  };
}

/** A form's messages by path, cleared as the editor asks. */
function form(messages: Record<string, string>): PathForm & { errors: Record<string, string> } {
  return {
    errors: messages,
    clearError: (path) => delete messages[path],
    focusable: () => () => undefined,
  };
}

function editor(kind: LineKind, lineLists: LineLists, lines: LineValues[], fields = form({})) {
  return { state: new LinesEditorState(() => ({ kind, lines, fields }), lineLists), lines, fields };
}

beforeEach(() => useLanguageSource(() => 'en'));

describe('the rating form’s lines', () => {
  it('offers the pallet types of the lookup, and the rating’s own beside them', async () => {
    const { lists: pallets, read } = lists([{ type: 'American', length: 48, width: 40, unit: 'IN' }]);
    await read();
    const { state } = editor(lineKinds.pallets, pallets, [newLine(lineKinds.pallets)]);
    expect(state.choiceOptions['pallet-types']?.map((o) => o.value)).toEqual([
      'Custom',
      'American',
      'Euro',
      'Euro2',
      'Uk',
    ]);
  });

  it('fills a standard pallet’s footprint when it is picked, and drops those cells’ messages', async () => {
    const { lists: pallets, read } = lists([]);
    await read();
    const line = newLine(lineKinds.pallets);
    const fields = form({
      'pallets[0].length': 'Required',
      'pallets[0].width': 'Required',
      'pallets[0].height': 'Required',
    });
    const { state } = editor(lineKinds.pallets, pallets, [line], fields);
    line.values.palletType = 'Euro';
    state.chosen(
      line,
      lineKinds.pallets.fields.find((f) => f.key === 'palletType')!,
      0,
    );
    expect([line.values.length, line.values.width]).toEqual(['120', '80']);
    expect(fields.errors).toEqual({ 'pallets[0].height': 'Required' });
  });

  it('adds a line with the kind’s defaults, and a removed line takes its messages with it', async () => {
    const { lists: none } = lists([]);
    const lines = [newLine(lineKinds.boxes), newLine(lineKinds.boxes)];
    const fields = form({ 'boxes[0].weight': 'Required', 'boxes[1].weight': 'Too heavy' });
    const { state } = editor(lineKinds.boxes, none, lines, fields);
    state.remove(1);
    expect(lines).toHaveLength(1);
    expect(fields.errors).toEqual({ 'boxes[0].weight': 'Required' });
    state.add();
    expect(lines[1]?.values).toEqual(lineKinds.boxes.defaults);
  });

  it('says the list is the desk’s saved copy when the service could not be asked', async () => {
    const { lists: kept, read } = lists([], [], true);
    await read();
    const { state } = editor(lineKinds.pallets, kept, []);
    expect(state.savedList).toMatchObject({ what: 'Pallet types', kept: { fetchedAt: FETCHED_AT } });
    expect(editor(lineKinds.boxes, kept, []).state.savedList).toBeNull();
  });

  it('says which list failed to read, for the kind that needs it only', async () => {
    const { lists: failed, read } = lists(new AppError({ code: 'network', message: 'No connection' }));
    await read();
    expect(editor(lineKinds.pallets, failed, []).state.listError).toMatchObject({
      what: 'Could not load the pallet types (the standard ones are offered)',
      error: { message: 'No connection' },
    });
    expect(editor(lineKinds.boxes, failed, []).state.listError).toBeNull();
  });

  it('reads only the lists its kind chooses from', () => {
    const { lists: unread } = lists([]);
    editor(lineKinds.containers, unread, []).state.ensureLists();
    expect([unread.pallets.state, unread.containers.state]).toEqual(['idle', 'loading']);
  });
});
