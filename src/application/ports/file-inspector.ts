/** The type of a file judged by its bytes, never by its name or the type the client claimed. */
export interface DetectedType {
  mimeType: string;
  extension: string;
}

export interface ImageVariant {
  width: number | null;
  height: number | null;
  watermark: string | null;
}

export interface FileInspector {
  detect(data: Uint8Array): Promise<DetectedType | undefined>;
  /** Pixel size of an image, or undefined when the bytes do not decode as one. */
  dimensions(data: Uint8Array): Promise<{ width: number; height: number } | undefined>;
  /** A resized and/or watermarked copy in the same format. */
  transform(data: Uint8Array, variant: ImageVariant): Promise<Uint8Array>;
}
