import type { RequestHandler } from 'express';

/**
 * React Router flushes the compressor after every chunk it writes, and each flush of zlib is a full
 * flush that restarts its dictionary: a page streamed in 2 KB pieces compressed about 28 % worse than
 * in one go (issue #15). Flushing once the chunks written in one turn of the event loop are in keeps
 * streaming (a deferred part still goes out when it is ready) and the compression of a whole page.
 */
export const coalescedFlush: RequestHandler = (_req, res, next) => {
  const flush = res.flush;
  if (typeof flush !== 'function') return next();
  let pending = false;
  res.flush = () => {
    if (pending) return;
    pending = true;
    setImmediate(() => {
      pending = false;
      if (!res.writableEnded) flush.call(res);
    });
  };
  next();
};
