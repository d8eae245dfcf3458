/**
 * Requests Node's HTTP parser refuses before the app sees them (headers over Node's 16 KB limit, malformed request
 * lines, a request that took too long to arrive): Node's own answer is a bare status line with no body, so a client
 * reading `{ error: { code, message } }` like every other refusal finds nothing. This answers them in the API's
 * error shape instead, with the same rules as Node's default: only while nothing has been written on the connection
 * yet, and the connection is closed afterwards (the parser cannot go on after such an error).
 */
import type { Server } from 'node:http';
import type { Duplex } from 'node:stream';

type ClientErrorAnswer = { status: number; reason: string; code: string; message: string };

/** Node's parser error codes (`llhttp`) and Node's own, to the answer each gets; anything else is a 400. */
const ANSWERS: Record<string, ClientErrorAnswer> = {
  HPE_HEADER_OVERFLOW: {
    status: 431,
    reason: 'Request Header Fields Too Large',
    code: 'REQUEST_HEADERS_TOO_LARGE',
    message: 'The request headers are too large',
  },
  HPE_CHUNK_EXTENSIONS_OVERFLOW: {
    status: 413,
    reason: 'Payload Too Large',
    code: 'PAYLOAD_TOO_LARGE',
    message: 'The request chunk extensions are too large',
  },
  ERR_HTTP_REQUEST_TIMEOUT: {
    status: 408,
    reason: 'Request Timeout',
    code: 'REQUEST_TIMEOUT',
    message: 'The request took too long to arrive',
  },
};
const BAD_REQUEST: ClientErrorAnswer = {
  status: 400,
  reason: 'Bad Request',
  code: 'BAD_REQUEST',
  message: 'The request could not be read',
};

/** The raw HTTP/1.1 response for a parser error with this code. */
export function clientErrorResponse(errorCode: string | undefined): string {
  const answer =
    (errorCode !== undefined && Object.hasOwn(ANSWERS, errorCode) && ANSWERS[errorCode]) || BAD_REQUEST;
  const body = JSON.stringify({ error: { code: answer.code, message: answer.message } });
  return [
    `HTTP/1.1 ${answer.status} ${answer.reason}`,
    'Content-Type: application/json; charset=utf-8',
    `Content-Length: ${Buffer.byteLength(body)}`,
    'Cache-Control: no-store',
    'X-Content-Type-Options: nosniff',
    'Connection: close',
    '',
    body,
  ].join('\r\n');
}

/** Installs the handler on a server (the process's and the tests' alike). */
export function answerClientErrorsAsJson(server: Pick<Server, 'on'>): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex & { bytesWritten?: number }) => {
    // As Node's default: a reset connection gets nothing, and nothing is added to a response already under way.
    if (error.code !== 'ECONNRESET' && socket.writable && (socket.bytesWritten ?? 0) === 0) {
      // Closed once the answer is flushed, whatever the client does next.
      socket.end(clientErrorResponse(error.code), () => socket.destroy());
    } else {
      socket.destroy();
    }
  });
}
