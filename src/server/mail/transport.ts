import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import { type Config, isLocalUrl } from '../config';
import { nodemailer } from '../optional-modules';
import { linksIn, outboxDir, writeOutboxMessage } from './outbox';
import type { MailContent } from './templates';

export interface Mailer {
  readonly kind: 'smtp' | 'outbox';
  send(to: string, content: MailContent): Promise<void>;
  close(): void;
}

/**
 * Over SMTP when SMTP_URL is set; otherwise the development outbox plus a line in the server log.
 * The line carries the sign-in link only on a localhost APP_URL or with MAIL_TRANSPORT=log chosen
 * explicitly (config refuses to start otherwise; this is the second lock).
 */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  if (config.smtpUrl && config.mailTransport !== 'log') return smtpMailer(config.smtpUrl, config.mailFrom);
  return outboxMailer(config.dataDir, log, isLocalUrl(config.appUrl) || config.mailTransport === 'log');
}

function smtpMailer(smtpUrl: string, from: string): Mailer {
  const transport: Transporter = nodemailer().createTransport(smtpUrl);
  return {
    kind: 'smtp',
    async send(to, content) {
      await transport.sendMail({
        from,
        to,
        subject: content.subject,
        text: content.text,
        html: content.html,
      });
    },
    close() {
      transport.close();
    },
  };
}

function outboxMailer(dataDir: string, log: FastifyBaseLogger, linksInLog: boolean): Mailer {
  return {
    kind: 'outbox',
    async send(to, content) {
      const links = linksIn(content.text);
      writeOutboxMessage(dataDir, { to, ...content, links, createdAt: new Date().toISOString() });
      // No SMTP server: the person running the server reads the link here (README "Run it").
      log.warn(
        `Email to ${to} (SMTP_URL is not set; kept in ${outboxDir(dataDir)}): ${content.subject}${
          links[0] && linksInLog ? ` ${links[0]}` : ''
        }`,
      );
    },
    close() {},
  };
}
