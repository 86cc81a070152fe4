import type { IncomingMessage } from 'node:http';
import type { RequestHandler } from 'express';

/**
 * A response written before its request's body was read to the end (a 413, a refusal ahead of the body)
 * says `Connection: close`, and Node then closes the connection after it. Kept open, the unread rest of
 * the body would sit in front of the next request on that connection, which would never be answered.
 * A body that has arrived whole is drained by Node itself, so its connection stays alive.
 */
export const closeAfterUnreadBody: RequestHandler = (req, res, next) => {
  // Without a body a request is complete only once its parser has moved on, which may be after a handler
  // answered at once: only a request with a body can leave anything unread.
  const hasBody = req.headers['transfer-encoding'] !== undefined || Number(req.headers['content-length']) > 0;
  if (!hasBody) return next();
  const writeHead = res.writeHead;
  res.writeHead = function (this: typeof res, ...args: Parameters<typeof writeHead>) {
    if (!req.complete) {
      this.setHeader('Connection', 'close');
      lingerBeforeClosing(req);
    }
    return writeHead.apply(this, args);
  } as typeof writeHead;
  next();
};

/** How long the unread rest of a body is read away after the answer, at most, before the socket closes. */
const LINGER_MS = 2_000;

/**
 * Node closes the socket as soon as the answer is out; with the client's unread bytes still waiting, the
 * kernel then resets the connection, and a client still sending may lose the answer it was sent (the 413).
 * Instead, as web servers' "lingering close": end our side after the answer, read away and drop what the
 * client still sends, and close once it has stopped or after `LINGER_MS`.
 */
function lingerBeforeClosing(req: IncomingMessage): void {
  const socket = req.socket;
  socket.destroySoon = () => {
    socket.end();
    req.removeAllListeners('data');
    req.resume();
    socket.once('end', () => socket.destroy());
    setTimeout(() => socket.destroy(), LINGER_MS).unref();
  };
}
