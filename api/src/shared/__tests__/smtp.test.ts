import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startTestApi, TestClient } from '../../../test-support/helpers';

/** A minimal SMTP server that accepts every message and keeps its DATA. */
function fakeSmtp(): Promise<{ server: Server; port: number; messages: string[] }> {
  const messages: string[] = [];
  const server = createServer((socket) => {
    let inData = false;
    let data = '';
    socket.write('220 fake ESMTP\r\n');
    let buffer = '';
    socket.on('data', (chunk) => {
      buffer += chunk.toString('utf8');
      let index;
      while ((index = buffer.indexOf('\r\n')) >= 0) {
        const line = buffer.slice(0, index);
        buffer = buffer.slice(index + 2);
        if (inData) {
          if (line === '.') {
            inData = false;
            messages.push(data);
            data = '';
            socket.write('250 queued\r\n');
          } else {
            data += `${line}\n`;
          }
          continue;
        }
        const command = line.slice(0, 4).toUpperCase();
        if (command === 'EHLO' || command === 'HELO') socket.write('250 fake\r\n');
        else if (command === 'DATA') {
          inData = true;
          socket.write('354 go ahead\r\n');
        } else if (command === 'QUIT') {
          socket.end('221 bye\r\n');
        } else socket.write('250 ok\r\n');
      }
    });
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => resolve({ server, port: (server.address() as AddressInfo).port, messages })),
  );
}

it('sends mail through SMTP when SMTP_URL is set (and writes no outbox file)', async () => {
  const smtp = await fakeSmtp();
  const api = await startTestApi({ SMTP_URL: `smtp://127.0.0.1:${smtp.port}` });
  try {
    await new TestClient(api.url).data(
      `mutation { register(email: "smtp@example.com", name: "Smtp User", gender: male, password: "Secret12345") }`,
    );
    await api.settled();
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatch(/To: smtp@example.com/i);
    expect(smtp.messages[0]).toMatch(/auth\/activate\?token=/);
    expect(await api.outbox()).toEqual([]);
  } finally {
    await api.close();
    smtp.server.close();
  }
});
