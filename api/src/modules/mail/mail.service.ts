import { randomBytes } from 'node:crypto';
import { mkdir, rename, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import nodemailer, { type Transporter } from 'nodemailer';
import { Repository } from 'typeorm';

import { APP_CONFIG, type AppConfig } from '../../config/app-config.js';
import { MailLog } from './entities/mail-log.entity.js';
import type { MailMessage } from './mail-message.js';

/**
 * Sends mail through SMTP_URL; without it every mail is written as an .eml file under
 * DATA_DIR/mail, so development and tests need no mail server. Every mail is logged.
 */
@Injectable()
export class MailService {
  private readonly logger = new Logger(MailService.name);
  private readonly transport: Transporter;
  private readonly mailFolder: string | undefined;

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @InjectRepository(MailLog) private readonly mailLog: Repository<MailLog>,
  ) {
    if (config.smtpUrl) {
      this.transport = nodemailer.createTransport(config.smtpUrl);
    } else {
      this.transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
      this.mailFolder = join(config.dataDir, 'mail');
    }
  }

  async send(message: MailMessage): Promise<void> {
    const { kind, ...mail } = message;
    try {
      const info = await this.transport.sendMail({ from: this.config.mailFrom, ...mail });
      if (this.mailFolder) await this.writeEml(kind, info.message as Buffer);
      await this.record(message, info.messageId ?? null, null);
    } catch (error) {
      this.logger.error(`Mail ${kind} to ${message.to} failed: ${String(error)}`);
      await this.record(message, null, String(error));
      throw error;
    }
  }

  private async writeEml(kind: string, content: Buffer): Promise<void> {
    const folder = this.mailFolder as string;
    await mkdir(folder, { recursive: true });
    const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${kind}-${randomBytes(3).toString('hex')}.eml`;
    // Written in a folder beside it and moved in whole: whoever reads the mail folder never
    // finds half a mail there.
    const partialFolder = `${folder}.partial`;
    await mkdir(partialFolder, { recursive: true });
    const partial = join(partialFolder, `${randomBytes(6).toString('hex')}.eml`);
    await writeFile(partial, content);
    await rename(partial, join(folder, name));
    this.logger.log(`Mail written to ${name}`);
  }

  private async record(message: MailMessage, messageId: string | null, error: string | null) {
    await this.mailLog.insert({
      recipient: message.to,
      subject: message.subject.slice(0, 300),
      kind: message.kind,
      messageId,
      error,
    });
  }
}
