import type { SendMailOptions } from 'nodemailer';
import type { MailMessage } from '#application/ports/mailer.ts';

/**
 * The nodemailer form of a message, the same for SMTP and for .eml files. The Message-ID comes from the
 * job id, so a resend is recognisable.
 */
export function nodemailerMessage(from: string, message: MailMessage): SendMailOptions {
  const options: SendMailOptions = {
    from,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    messageId: `<${message.id}@kyma.mail>`,
  };
  if (message.attachments?.length) {
    options.attachments = message.attachments.map((attachment) => ({
      filename: attachment.filename,
      contentType: attachment.contentType,
      content:
        typeof attachment.content === 'string'
          ? attachment.content
          : Buffer.from(
              attachment.content.buffer,
              attachment.content.byteOffset,
              attachment.content.byteLength,
            ),
    }));
  }
  return options;
}
