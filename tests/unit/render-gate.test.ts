import { describe, expect, it } from 'vitest';
import { createRenderGate, GateFullError } from '../../server/http/render-gate.ts';

describe('the render gate', () => {
  it('lets `concurrency` in, queues the next in order, refuses beyond the line', async () => {
    const gate = createRenderGate({ concurrency: 2, queueLength: 2 });
    const first = await gate.enter();
    const second = await gate.enter();
    const order: string[] = [];
    const third = gate.enter().then((leave) => (order.push('third'), leave));
    const fourth = gate.enter().then((leave) => (order.push('fourth'), leave));
    await expect(gate.enter()).rejects.toBeInstanceOf(GateFullError);
    expect(gate.stats).toEqual({ running: 2, waiting: 2, refused: 1 });

    first();
    first(); // idempotent: a second call frees nothing more
    const leaveThird = await third;
    expect(order).toEqual(['third']);
    expect(gate.stats).toMatchObject({ running: 2, waiting: 1 });
    second();
    const leaveFourth = await fourth;
    expect(order).toEqual(['third', 'fourth']);
    leaveThird();
    leaveFourth();
    expect(gate.stats).toMatchObject({ running: 0, waiting: 0 });
    const again = await gate.enter();
    expect(gate.stats.running).toBe(1);
    again();
  });
});
