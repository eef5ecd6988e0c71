import { describe, expect, it } from 'vitest';
import { AppError } from '#src/lib/app-error';
import { startedOrder } from '#src/modules/payments/open-order';
import type { OrderRow, OrdersRepository } from '#src/modules/payments/orders-repository';

const order = (overrides: Partial<OrderRow>): OrderRow =>
  ({
    id: 'o1',
    status: 'pending',
    provider: 'test',
    providerRef: null,
    redirectUrl: null,
    createdAt: new Date(),
    ...overrides,
  }) as OrderRow;

/** A repository whose order reads back as `rows` says, one answer per read (the last one repeats). */
const repoAnswering = (rows: OrderRow[]) => {
  let reads = 0;
  return { ownerOf: async () => rows[Math.min(reads++, rows.length - 1)] } as unknown as OrdersRepository;
};

describe('an open order another checkout is starting', () => {
  it("waits for that start and answers the provider's page", async () => {
    const started = order({ redirectUrl: 'https://pay.example/o1' });
    await expect(startedOrder(repoAnswering([order({}), started]), order({}))).resolves.toMatchObject({
      redirectUrl: 'https://pay.example/o1',
    });
  });

  it('never answers an order without a page: a start abandoned long ago is a provider failure (the next checkout replaces it)', async () => {
    const abandoned = order({ createdAt: new Date(Date.now() - 60_000) });
    const startedAt = Date.now();
    const answer = startedOrder(repoAnswering([abandoned]), abandoned);
    await expect(answer).rejects.toBeInstanceOf(AppError);
    await expect(answer).rejects.toMatchObject({ code: 'UPSTREAM_FAILED' });
    expect(Date.now() - startedAt).toBeLessThan(1_000);
  });
});
