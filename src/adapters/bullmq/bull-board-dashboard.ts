import { createBullBoard } from '@bull-board/api';
import { BullMQAdapter } from '@bull-board/api/bullMQAdapter';
import { ExpressAdapter } from '@bull-board/express';
import type { Queue } from 'bullmq';
import type { Router } from 'express';

/** The BullMQ dashboard of the queue (bull-board), served under `basePath`; the web layer guards it. */
export function bullBoardDashboard(queue: Queue, basePath: string): Router {
  const serverAdapter = new ExpressAdapter();
  serverAdapter.setBasePath(basePath);
  createBullBoard({
    queues: [new BullMQAdapter(queue)],
    serverAdapter,
    options: { uiConfig: { boardTitle: 'Kyma jobs' } },
  });
  return serverAdapter.getRouter() as Router;
}
