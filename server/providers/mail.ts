/**
 * E-mail provider (docs/architecture.md#providers): nodemailer over SMTP when SMTP_URL is set,
 * the outbox otherwise.
 */
import nodemailer, { type Transporter } from "nodemailer";
import { type OutboxOptions, writeOutbox } from "./outbox.ts";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface MailSender {
  send(message: MailMessage): Promise<void>;
}

export const DEFAULT_MAIL_FROM = "Meet Market <no-reply@meet-market.ru>";

/** SMTP through nodemailer; `url` is a connection URL such as smtps://user:pass@smtp.host:465. */
export class SmtpMailSender implements MailSender {
  private readonly transport: Transporter;

  constructor(
    url: string,
    private readonly from: string = DEFAULT_MAIL_FROM,
  ) {
    this.transport = nodemailer.createTransport(url);
  }

  async send(message: MailMessage): Promise<void> {
    await this.transport.sendMail({ from: this.from, ...message });
  }
}

/** Offline: the message goes to the outbox, where a developer reads the code. */
export class OutboxMailSender implements MailSender {
  constructor(private readonly outbox: OutboxOptions) {}

  send(message: MailMessage): Promise<void> {
    return writeOutbox(this.outbox, {
      channel: "EMAIL",
      recipient: message.to,
      subject: message.subject,
      body: message.text,
    });
  }
}
