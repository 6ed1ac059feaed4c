/** One mail to send; `kind` names its purpose in the mail log. */
export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
  kind: string;
  attachments?: { filename: string; content: Buffer; contentType?: string }[];
}
