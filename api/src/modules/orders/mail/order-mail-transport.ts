export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export interface OutgoingMail {
  to: string;
  subject: string;
  text: string;
  attachments: MailAttachment[];
  /** The mail's purpose in the mail log. */
  kind: string;
}

/** Sends one mail or throws; the job queue retries what throws. */
export abstract class OrderMailTransport {
  abstract send(mail: OutgoingMail): Promise<void>;
}
