import { once } from 'node:events';
import { connect, type Socket } from 'node:net';

export interface RawResponse {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * One TCP connection spoken to in plain HTTP/1.1, for what a client library hides: bodies that never
 * end, several requests on one keep-alive connection, and whether the server closed the socket.
 */
export class RawConnection {
  private buffer = '';
  private waiting: (() => void) | undefined;
  ended = false;
  readonly socket: Socket;

  private constructor(socket: Socket) {
    this.socket = socket;
    socket.setEncoding('latin1');
    socket.on('data', (text: string) => {
      this.buffer += text;
      this.waiting?.();
    });
    socket.on('close', () => {
      this.ended = true;
      this.waiting?.();
    });
    socket.on('error', () => {});
  }

  static async open(port: number): Promise<RawConnection> {
    const socket = connect(port, '127.0.0.1');
    await once(socket, 'connect');
    return new RawConnection(socket);
  }

  /** Writes, unless the server has closed the connection already (then the write is dropped). */
  send(text: string | Buffer): void {
    if (!this.socket.destroyed && this.socket.writable) this.socket.write(text);
  }

  /**
   * Sends `piece` as chunk after chunk of a body that never ends, waiting whenever the server stops
   * reading, until a response arrives: a server that read or drained the body first would never answer.
   */
  async sendUntilAnswered(piece: string): Promise<RawResponse | undefined> {
    let answered = false;
    const answer = this.response().finally(() => {
      answered = true;
    });
    while (!answered) {
      this.send(chunk(piece));
      if (this.socket.writableNeedDrain) await Promise.race([once(this.socket, 'drain'), answer]);
      else await new Promise(setImmediate);
    }
    return answer;
  }

  /** Resolves when the server has closed the connection. */
  async closed(): Promise<void> {
    while (!this.ended) await this.change();
  }

  /** The next whole response (Content-Length or chunked); undefined when the connection closes first. */
  async response(): Promise<RawResponse | undefined> {
    for (;;) {
      const parsed = this.take();
      if (parsed) return parsed;
      if (this.ended) return undefined;
      await this.change();
    }
  }

  private change(): Promise<void> {
    return new Promise((resolve) => {
      this.waiting = () => {
        this.waiting = undefined;
        resolve();
      };
    });
  }

  private take(): RawResponse | undefined {
    const headEnd = this.buffer.indexOf('\r\n\r\n');
    if (headEnd < 0) return undefined;
    const [statusLine, ...lines] = this.buffer.slice(0, headEnd).split('\r\n');
    const headers: Record<string, string> = {};
    for (const line of lines) {
      const colon = line.indexOf(':');
      headers[line.slice(0, colon).trim().toLowerCase()] = line.slice(colon + 1).trim();
    }
    const rest = this.buffer.slice(headEnd + 4);
    let body: string;
    let used: number;
    if (headers['transfer-encoding'] === 'chunked') {
      const end = rest.indexOf('\r\n0\r\n\r\n');
      const empty = rest.startsWith('0\r\n\r\n');
      if (end < 0 && !empty) return undefined;
      used = empty ? 5 : end + 7;
      body = rest.slice(0, used);
    } else {
      const length = Number(headers['content-length'] ?? 0);
      if (rest.length < length) return undefined;
      used = length;
      body = rest.slice(0, length);
    }
    this.buffer = rest.slice(used);
    return { status: Number(statusLine!.split(' ')[1]), headers, body };
  }
}

/** One chunk of a chunked request body. */
export const chunk = (text: string) => `${Buffer.byteLength(text).toString(16)}\r\n${text}\r\n`;
