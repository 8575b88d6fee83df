// A local SMTP server for browser tests, with a tiny HTTP mailbox to read what the shop sent.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { MAILBOX_PORT, SMTP_PORT } from './ports.mjs';

const messages = [];

/** Quoted-printable text as the UTF-8 it encodes. */
function fromQuotedPrintable(text) {
  const bytes = [];
  const soft = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < soft.length; i++) {
    if (soft[i] === '=' && /^[0-9A-F]{2}$/i.test(soft.slice(i + 1, i + 3))) {
      bytes.push(parseInt(soft.slice(i + 1, i + 3), 16));
      i += 2;
    } else bytes.push(...Buffer.from(soft[i], 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}

/** A header with RFC 2047 encoded words (`=?UTF-8?B?…?=`, as a Bangla subject is sent) as plain text. */
function decodeHeader(value) {
  return value.replace(/\?=\s+=\?/g, '?==?').replace(/=\?([^?]+)\?([BQ])\?([^?]*)\?=/gi, (_, _charset, kind, data) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(data, 'base64').toString('utf8')
      : fromQuotedPrintable(data.replace(/_/g, ' ')),
  );
}

/** Enough of MIME for the shop's plain-text mail: headers, and a quoted-printable or base64 body, in any language. */
function parse(raw) {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const unfolded = head.replace(/\r?\n[ \t]+/g, ' ');
  const header = (name) => unfolded.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim() ?? '';
  let body = rest.join('\n\n');
  const encoding = header('Content-Transfer-Encoding');
  if (/quoted-printable/i.test(encoding)) body = fromQuotedPrintable(body);
  else if (/base64/i.test(encoding)) body = Buffer.from(body.replace(/\s+/g, ''), 'base64').toString('utf8');
  return { subject: decodeHeader(header('Subject')), text: body };
}

const smtp = new SMTPServer({
  authOptional: true,
  disabledCommands: ['STARTTLS', 'AUTH'],
  onData(stream, session, done) {
    let raw = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk) => (raw += chunk));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase());
      messages.push({ to, ...parse(raw) });
      done();
    });
  },
});
smtp.listen(SMTP_PORT, '127.0.0.1');

createServer((request, response) => {
  const url = new URL(request.url ?? '/', `http://127.0.0.1:${MAILBOX_PORT}`);
  if (url.pathname === '/health') return response.end('ok');
  if (url.pathname === '/messages') {
    const to = url.searchParams.get('to')?.toLowerCase();
    response.setHeader('content-type', 'application/json');
    return response.end(JSON.stringify(messages.filter((message) => !to || message.to.includes(to))));
  }
  response.statusCode = 404;
  response.end();
}).listen(MAILBOX_PORT, '127.0.0.1', () => console.log(`Mail stand-in: SMTP ${SMTP_PORT}, mailbox ${MAILBOX_PORT}`));
