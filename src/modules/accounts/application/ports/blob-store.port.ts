/** Stores uploaded files under random names. */
export interface BlobStore {
  /** Stores the bytes atomically under a new random name ending in `.extension`, and answers the name. */
  put(bytes: Uint8Array, extension: string): Promise<string>;
  /** The bytes stored under `name`, or undefined. */
  get(name: string): Promise<Buffer | undefined>;
  /** Removes `name` if present. */
  remove(name: string): Promise<void>;
}
