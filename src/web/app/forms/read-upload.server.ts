import { boundedFormData, FORM_MAX_BYTES } from './read-form.server.ts';

/**
 * A page form with one file (`enctype="multipart/form-data"`): refused unless multipart (415), read up to
 * the file limit plus room for the text fields (413 beyond), so it costs at most that much memory.
 */
export async function readUploadForm<Name extends string>(
  request: Request,
  names: readonly Name[],
  maxFileBytes: number,
): Promise<{ fields: Partial<Record<Name, string>>; file: { name: string; data: Uint8Array } | undefined }> {
  const form = await boundedFormData(request, ['multipart/form-data'], maxFileBytes + FORM_MAX_BYTES);
  const fields: Partial<Record<Name, string>> = Object.create(null);
  for (const name of names) {
    const value = form.get(name);
    if (typeof value === 'string') fields[name] = value;
  }
  const upload = form.get('file');
  const file =
    upload instanceof File && upload.size > 0
      ? { name: upload.name, data: new Uint8Array(await upload.arrayBuffer()) }
      : undefined;
  return { fields, file };
}
