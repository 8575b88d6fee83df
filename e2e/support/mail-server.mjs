// A local SMTP server for browser tests, with a tiny HTTP mailbox to read what the shop sent.
import { createServer } from 'node:http';
import { SMTPServer } from 'smtp-server';
import { MAILBOX_PORT, SMTP_PORT } from './ports.mjs';

const messages = [];

/** Enough of MIME for the shop's plain-text mail: headers, and a quoted-printable body. */
function parse(raw) {
  const [head, ...rest] = raw.split(/\r?\n\r?\n/);
  const header = (name) => head.match(new RegExp(`^${name}:\\s*(.*)$`, 'im'))?.[1]?.trim() ?? '';
  let body = rest.join('\n\n');
  if (/quoted-printable/i.test(header('Content-Transfer-Encoding'))) {
    body = body.replace(/=\r?\n/g, '').replace(/=([0-9A-F]{2})/gi, (_, hex) => String.fromCharCode(parseInt(hex, 16)));
  }
  return { subject: header('Subject'), text: body };
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
