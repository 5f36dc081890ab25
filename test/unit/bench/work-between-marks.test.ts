import { describe, expect, it } from 'vitest';
import { workBetweenMarks, type TraceEvent } from '../../bench/frame-profile';

const PID = 1;
const MAIN = 7;
const thread: TraceEvent = {
  name: 'thread_name',
  ph: 'M',
  ts: 0,
  pid: PID,
  tid: MAIN,
  args: { name: 'CrRendererMain' },
};
const task = (ts: number, dur: number, tdur: number, extra: Partial<TraceEvent> = {}): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ts,
  dur,
  tdur,
  pid: PID,
  tid: MAIN,
  ...extra,
});
const mark = (name: string, ts: number): TraceEvent => ({ name, ph: 'R', ts, pid: PID, tid: MAIN });

describe('the page main thread work between two marks', () => {
  it('counts each task that overlaps the span once, nested events inside it not again', () => {
    const [work] = workBetweenMarks(
      [
        thread,
        task(0, 500, 400), // before the span
        task(900, 2_000, 1_500), // holds the first mark
        task(1_200, 300, 300, { name: 'FunctionCall' }), // nested in it
        mark('from', 1_000),
        task(5_000, 4_000, 3_000),
        mark('to', 10_000),
        task(10_500, 1_000, 1_000), // after the span
      ],
      [{ from: 'from', to: 'to' }],
    );
    expect(work).toEqual({ cpuMs: 4.5, busyMs: 6, browserOnlyCpuMs: 0 });
  });

  it("sets Chrome's own autofill apart, but the layout it forces stays the page's", () => {
    const [work] = workBetweenMarks(
      [
        thread,
        mark('from', 0),
        task(100, 3_000, 3_000),
        task(100, 3_000, 3_000, {
          name: 'ThreadControllerImpl::RunTask',
          args: { src_file: 'components/autofill/content/renderer/form_submission_tracker.cc' },
        }),
        task(200, 1_000, 1_000, { name: 'Document::UpdateStyleAndLayout' }),
        task(300, 500, 500, { name: 'Document::UpdateStyleAndLayout' }), // inside the one above: not twice
        mark('to', 5_000),
      ],
      [{ from: 'from', to: 'to' }],
    );
    expect(work).toEqual({ cpuMs: 1, busyMs: 0, browserOnlyCpuMs: 2 });
  });

  it('says which mark the trace lacks', () => {
    expect(() => workBetweenMarks([thread, mark('from', 0)], [{ from: 'from', to: 'to' }])).toThrow(/no mark to/);
  });
});
