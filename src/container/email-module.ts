import { ContainerModule } from 'inversify';
import { ReactEmailRenderer } from '#adapters/email-react/react-email-renderer.ts';
import { PostgresEmailLog } from '#adapters/postgres/postgres-email-log.ts';
import { EmlFileMailer } from '#adapters/smtp/eml-file-mailer.ts';
import { SmtpMailer } from '#adapters/smtp/smtp-mailer.ts';
import { SEND_EMAIL_JOB, sendEmailHandler } from '#application/email/send-email-job.ts';
import type { Config } from '#config';
import { onKnex } from './binding-helpers.ts';
import { PARTS, PORTS } from './tokens.ts';

/** Outgoing e-mail: laid out by React, sent over SMTP_URL or kept as .eml files under DATA_DIR/mail; the log of what was sent. */
export const emailModule = (config: Config) =>
  new ContainerModule(({ bind }) => {
    const { smtpUrl, mailFrom: from } = config;
    bind(PORTS.mailer).toDynamicValue((c) =>
      smtpUrl
        ? new SmtpMailer({ smtpUrl, from })
        : new EmlFileMailer({ dir: `${config.dataDir}/mail`, from, logger: c.get(PARTS.logger) }),
    );
    bind(PORTS.emailRenderer).toConstantValue(new ReactEmailRenderer());
    bind(PORTS.emailLog).toDynamicValue(onKnex(PostgresEmailLog));
    bind(PARTS.jobHandlers).toDynamicValue((c) => ({
      [SEND_EMAIL_JOB]: sendEmailHandler({
        mailer: c.get(PORTS.mailer),
        emailLog: c.get(PORTS.emailLog),
        clock: c.get(PORTS.clock),
        logger: c.get(PARTS.logger),
      }),
    }));
  });
