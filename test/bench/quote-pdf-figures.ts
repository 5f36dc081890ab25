/*
 * Quote PDFs of hostile rates (issue 25: a PDF of a rate with 300 notes of
 * 2,000-character words in under 1 s; main's event loop never held over
 * 50 ms during any PDF): the app's core in a child process of its own, as
 * main (quote-pdf-core-child.ts, bundled as the app bundles main), making the
 * PDF on the thread the app makes it on (the bundled worker file).
 *
 *   node --import tsx test/bench/quote-pdf-figures.ts
 * or as one entry of `npm run bench` (run.ts). Printed, never asserted.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { HostileShape } from '../helpers/hostile-rating';
import { bundleForNode, runNodeChild } from './bundle-for-node';
import { fromSamples, printWhenRunAlone, type GoalFigure } from './goal-figure';
import type { PdfRound } from './quote-pdf-core-child';

/** PDFs measured after the first (which starts the thread and opens its fonts, shown apart): 10. */
const ROUNDS = 10;
const FIXTURE = path.resolve(__dirname, '../fixtures/payloads/sea-fcl-quote.json');

const CASES: readonly { id: string; name: string; shape: HostileShape }[] = [
  { id: 'notes', name: '300 notes of 2,000-character words', shape: { notes: 300, wordLength: 2000 } },
  {
    id: 'charges',
    name: '5,000 charges and 300 notes of 2,000-character words',
    shape: { notes: 300, wordLength: 2000, charges: 5000 },
  },
];

export async function quotePdfFigures(): Promise<GoalFigure[]> {
  const child = await bundleForNode(path.join(__dirname, 'quote-pdf-core-child.ts'), 'quote-pdf-core-child');
  // The worker file the app starts its threads from (the quote PDF thread among them), bundled as the app's build does.
  const worker = await bundleForNode(
    path.resolve(__dirname, '../../src/main/worker-thread/worker-thread.ts'),
    'worker-thread',
  );
  const figures: GoalFigure[] = [];
  for (const { id, name, shape } of CASES) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'freight-desk-quote-pdf-'));
    try {
      const lines = await runNodeChild(child, [dataDir, FIXTURE, JSON.stringify(shape), String(ROUNDS + 1), worker]);
      const [first, ...rounds] = lines.map((line) => JSON.parse(line) as PdfRound);
      const kb = (bytes: number) => (bytes / 1024).toFixed(0);
      figures.push(
        fromSamples(
          {
            id: `quote-pdf.${id}.time`,
            name: `quote PDF, ${name}: call to answer`,
            unit: 'ms',
            goal: 1000,
            note: `through the router to the file handed to the save dialog, the PDF made on its thread (${kb(rounds[0]?.bytes ?? 0)} KB)`,
          },
          rounds.map((r) => r.pdfMs),
        ),
        fromSamples(
          {
            id: `quote-pdf.${id}.event-loop-max-block`,
            name: `quote PDF, ${name}: main's longest event-loop block`,
            unit: 'ms',
            goal: 50,
            note: 'perf_hooks.monitorEventLoopDelay during each PDF, its max less its 5 ms resolution',
          },
          [first, ...rounds].flatMap((r) => (r ? [r.maxBlockMs] : [])),
        ),
        fromSamples(
          {
            id: `quote-pdf.${id}.idle-max-block`,
            name: `quote PDF, ${name}: main's longest block idle as long`,
            unit: 'ms',
            goal: null,
            note: "main doing nothing for as long as the PDF took, right after it: what the machine's other work alone makes of the figure above",
          },
          [first, ...rounds].flatMap((r) => (r ? [r.idleBlockMs] : [])),
        ),
        {
          id: `quote-pdf.${id}.first-time`,
          name: `quote PDF, ${name}: the first, starting the thread`,
          unit: 'ms',
          goal: null,
          median: first?.pdfMs ?? Number.NaN,
          p95: null,
          note: 'the thread started, pdf-lib loaded and the fonts read and opened; later PDFs find them kept',
        },
      );
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  }
  return figures;
}

printWhenRunAlone('quote-pdf-figures.ts', quotePdfFigures);
