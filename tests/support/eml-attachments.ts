interface EmlPart {
  headers: string;
  body: string;
}

/** The top-level parts of a multipart e-mail, split at its first (outermost) boundary. */
function topLevelParts(eml: string): EmlPart[] {
  const boundary = /boundary="([^"]+)"/.exec(eml)?.[1];
  if (!boundary) return [];
  return eml
    .split(`--${boundary}`)
    .slice(1, -1)
    .map((part) => {
      const [headers = '', ...body] = part.trim().split(/\r?\n\r?\n/);
      return { headers, body: body.join('\n\n') };
    });
}

/** The attachments of a raw e-mail as nodemailer writes them (base64 parts), decoded. */
export function attachmentsOf(eml: string) {
  return topLevelParts(eml)
    .filter((part) => /^Content-Disposition: attachment/m.test(part.headers))
    .map((part) => ({
      filename: /filename="?([^";\r\n]+)/.exec(part.headers)?.[1],
      contentType: /^Content-Type: ([^;\r\n]+)/m.exec(part.headers)?.[1],
      content: Buffer.from(part.body.replace(/\s+/g, ''), 'base64'),
    }));
}
