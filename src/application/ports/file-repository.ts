export interface FileRecord {
  id: string;
  originalName: string;
  mimeType: string;
  extension: string;
  size: number;
  width: number | null;
  height: number | null;
  data: unknown;
  createdBy: number | null;
  createdAt: Date;
}

export interface FileRepository {
  add(file: Omit<FileRecord, 'createdAt'>): Promise<FileRecord>;
  find(id: string): Promise<FileRecord | undefined>;
}
