/**
 * The mail adapter. With SMTP_URL set, mail goes through nodemailer's SMTP transport. Without
 * it, every message is rendered to a real RFC 822 `.eml` file in OUTBOX_DIR (open it with any
 * mail client) and the outbox folder and the message's links are logged, so a developer can find
 * a reset link. No personal data in the log: the recipient is masked (j***@example.com), also
 * where a link carries it (the reset link's `email=`); the file name, which holds the recipient,
 * is not logged (the newest file of the outbox is the message).
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import nodemailer from 'nodemailer';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../config';
import { maskEmail } from './log-safety';

export interface MailAttachment {
  filename: string;
  content: string | Buffer;
  contentType?: string;
}

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  attachments?: MailAttachment[];
}

export interface SentMail {
  messageId: string;
  /** The .eml file written, when no SMTP server is configured. */
  file?: string;
}

export interface Mailer {
  send(message: MailMessage): Promise<SentMail>;
}

export interface MailLogger {
  info(obj: object, msg?: string): void;
}

const silentLogger: MailLogger = { info: () => undefined };

/** The brand shown in emails: the display name of MAIL_FROM ("Kea Trails <hello@…>"). */
export function brandName(mailFrom: string): string {
  const match = /^\s*"?([^"<]+?)"?\s*</.exec(mailFrom);
  return match ? match[1].trim() : 'Kea Trails';
}

function slug(value: string, max: number): string {
  return value
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, max) || 'message';
}

export function linksIn(text: string): string[] {
  return [...new Set(text.match(/https?:\/\/[^\s<>"')]+/g) ?? [])];
}

export function createMailer(config: Pick<AppConfig, 'smtpUrl' | 'outboxDir' | 'mailFrom'>, logger: MailLogger = silentLogger): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      async send(message) {
        const info = await transport.sendMail({ from: config.mailFrom, ...message });
        logger.info({ to: maskEmail(message.to), subject: message.subject, messageId: info.messageId }, 'mail sent');
        return { messageId: info.messageId };
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message });
      await fs.mkdir(config.outboxDir, { recursive: true });
      const stamp = new Date().toISOString().replace(/[:.]/g, '-');
      const file = path.join(config.outboxDir, `${stamp}-${slug(message.to, 60)}-${slug(message.subject, 60)}.eml`);
      await fs.writeFile(file, info.message as Buffer);
      logger.info(
        { to: maskEmail(message.to), subject: message.subject, outbox: config.outboxDir, links: linksIn(message.text).map(maskEmail) },
        'mail written to the outbox (no SMTP_URL set)',
      );
      return { messageId: info.messageId, file };
    },
  };
}

function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c] as string);
}

export interface EmailContent {
  brand: string;
  greeting: string;
  paragraphs: string[];
  action?: { label: string; url: string };
  /** Lines after the action, such as "If you did not ask for this, ignore this email." */
  footnotes?: string[];
}

/** One branded layout, as plain text and as simple, accessible HTML. */
export function renderEmail(content: EmailContent): { text: string; html: string } {
  const text = [
    content.greeting,
    '',
    ...content.paragraphs.flatMap((p) => [p, '']),
    ...(content.action ? [`${content.action.label}: ${content.action.url}`, ''] : []),
    ...(content.footnotes ?? []).flatMap((p) => [p, '']),
    `${content.brand}`,
  ].join('\n');

  // A paragraph's line breaks (a receipt's lines, an itinerary) stay line breaks in HTML.
  const p = (value: string) => `<p style="margin:0 0 16px;font-size:16px;line-height:1.5;color:#1d2a2f">${escapeHtml(value).replace(/\n/g, '<br>\n')}</p>`;
  const html = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(content.brand)}</title></head>
<body style="margin:0;padding:0;background:#f3f5f2;font-family:Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f5f2"><tr><td align="center" style="padding:24px">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:8px">
<tr><td style="background:#1f4d3a;color:#ffffff;padding:20px 24px;font-size:22px;font-weight:bold;border-radius:8px 8px 0 0">${escapeHtml(content.brand)}</td></tr>
<tr><td style="padding:24px">
${p(content.greeting)}
${content.paragraphs.map(p).join('\n')}
${
  content.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(content.action.url)}" style="display:inline-block;background:#e2682c;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:4px;font-weight:bold">${escapeHtml(content.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#55656b">If the button does not work, copy this address into your browser:<br><a href="${escapeHtml(content.action.url)}" style="color:#1f4d3a;word-break:break-all">${escapeHtml(content.action.url)}</a></p>`
    : ''
}
${(content.footnotes ?? []).map(p).join('\n')}
</td></tr>
<tr><td style="padding:16px 24px;font-size:13px;color:#55656b;border-top:1px solid #e4e8e3">${escapeHtml(content.brand)}</td></tr>
</table></td></tr></table>
</body>
</html>`;
  return { text, html };
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates `app.mailer` (once; a test may have decorated it already). */
export const mailPlugin = fp(
  async (app: FastifyInstance) => {
    if (!app.hasDecorator('mailer')) app.decorate('mailer', createMailer(app.config, app.log));
  },
  { name: 'kea-mail' },
);
