import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { brandName, createMailer, linksIn, renderEmail } from './mail';

jest.setTimeout(30_000);

const content = renderEmail({
  brand: 'Kea Trails',
  greeting: 'Kia ora Aroha,',
  paragraphs: ['Your <booking> is saved.'],
  action: { label: 'Open it', url: 'https://keatrails.example/user/?a=1&b=2' },
  footnotes: ['Ngā mihi'],
});

describe('renderEmail', () => {
  it('renders the same message as plain text and escaped, branded HTML', () => {
    expect(content.text).toContain('Kia ora Aroha,');
    expect(content.text).toContain('Open it: https://keatrails.example/user/?a=1&b=2');
    expect(content.text.trim().endsWith('Kea Trails')).toBe(true);
    expect(content.html).toContain('<html lang="en">');
    expect(content.html).toContain('Your &lt;booking&gt; is saved.');
    expect(content.html).toContain('href="https://keatrails.example/user/?a=1&amp;b=2"');
    expect(content.html).toContain('Kea Trails');
  });

  it('takes the brand from the From display name', () => {
    expect(brandName('Kea Trails <hello@keatrails.co.nz>')).toBe('Kea Trails');
    expect(brandName('"Kea Roam" <hi@kearoam.nz>')).toBe('Kea Roam');
    expect(brandName('hello@keatrails.co.nz')).toBe('Kea Trails');
  });
});

describe('createMailer', () => {
  it('writes a parseable .eml file to the outbox when no SMTP server is set, and logs its path and links', async () => {
    const outboxDir = await fs.mkdtemp(path.join(os.tmpdir(), 'kea-outbox-test-'));
    const logged: object[] = [];
    const mailer = createMailer({ smtpUrl: '', outboxDir, mailFrom: 'Kea Trails <hello@keatrails.co.nz>' }, { info: (obj) => logged.push(obj) });
    const sent = await mailer.send({ to: 'aroha@example.com', subject: 'Reset your Kea Trails password', ...content });
    expect(sent.file).toBeDefined();
    expect(path.dirname(sent.file as string)).toBe(outboxDir);
    expect(path.basename(sent.file as string)).toMatch(/^\d{4}-\d{2}-\d{2}T.*-aroha-example-com-reset-your-kea-trails-password\.eml$/);
    const eml = await fs.readFile(sent.file as string, 'utf8');
    const [head, body] = eml.split('\r\n\r\n', 2);
    expect(head).toMatch(/^From: Kea Trails <hello@keatrails\.co\.nz>$/m);
    expect(head).toMatch(/^To: aroha@example\.com$/m);
    expect(head).toMatch(/^Subject: Reset your Kea Trails password$/m);
    expect(head).toMatch(/^Content-Type: multipart\/alternative;/m);
    expect(body).toContain('Content-Type: text/plain');
    expect(eml).toContain('Content-Type: text/html');
    expect(logged).toEqual([expect.objectContaining({ to: 'a***@example.com', outbox: outboxDir, links: ['https://keatrails.example/user/?a=1&b=2'] })]);
    expect(JSON.stringify(logged)).not.toContain('aroha');
    await fs.rm(outboxDir, { recursive: true, force: true });
  });

  it('sends through SMTP when SMTP_URL is set', async () => {
    const received: { from?: string; to: string[]; data: string }[] = [];
    const server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, session, callback) {
        let data = '';
        stream.on('data', (chunk: Buffer) => (data += chunk.toString('utf8')));
        stream.on('end', () => {
          const from = session.envelope.mailFrom;
          received.push({ from: from ? from.address : undefined, to: session.envelope.rcptTo.map((r) => r.address), data });
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.server.address() as AddressInfo;
    try {
      const mailer = createMailer({ smtpUrl: `smtp://127.0.0.1:${port}`, outboxDir: '/nonexistent', mailFrom: 'Kea Trails <hello@keatrails.co.nz>' });
      const sent = await mailer.send({ to: 'hemi@example.com', subject: 'Your booking', ...content });
      expect(sent.file).toBeUndefined();
      expect(received).toHaveLength(1);
      expect(received[0].from).toBe('hello@keatrails.co.nz');
      expect(received[0].to).toEqual(['hemi@example.com']);
      expect(received[0].data).toMatch(/^Subject: Your booking$/m);
      expect(received[0].data).toContain('text/html');
    } finally {
      await new Promise<void>((resolve) => server.close(() => resolve()));
    }
  });

  it('finds links in text', () => {
    expect(linksIn('go to https://a.example/x?y=1, or http://b.example.')).toEqual(['https://a.example/x?y=1,', 'http://b.example.']);
  });
});
