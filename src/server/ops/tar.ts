/**
 * The small part of the tar format that backups need, on Node's built-ins (no tar package is
 * installed, and the system's tar is not on every machine):
 *
 * - writing: POSIX ustar headers for plain files, with a pax header carrying the name when it is
 *   too long for ustar; sizes past ustar's 8 GiB in the base-256 form GNU tar reads;
 * - reading: a stream of entries, each header's checksum checked, a pax header's path and size
 *   applied to the entry after it. What an entry may be (its name, its type) is the caller's
 *   decision: nothing here writes to disk.
 */

export const BLOCK = 512;

/** Two zero blocks end an archive. */
export const TAR_END = Buffer.alloc(2 * BLOCK);

/** Zeros after `size` bytes of content, up to the next block boundary. */
export function tarPadding(size: number): Buffer {
  return Buffer.alloc((BLOCK - (size % BLOCK)) % BLOCK);
}

export class TarFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TarFormatError';
  }
}

function writeNumber(header: Buffer, offset: number, length: number, value: number): void {
  const octal = value.toString(8);
  if (octal.length < length) {
    header.write(`${octal.padStart(length - 1, '0')}\0`, offset, length, 'latin1');
    return;
  }
  // Too large for octal: base-256, big-endian, with the top bit of the first byte set.
  let rest = BigInt(value);
  for (let i = offset + length - 1; i > offset; i--) {
    header[i] = Number(rest & 0xffn);
    rest >>= 8n;
  }
  header[offset] = 0x80;
}

function readNumber(header: Buffer, offset: number, length: number): number {
  if (header[offset]! & 0x80) {
    let value = BigInt(header[offset]! & 0x7f);
    for (let i = offset + 1; i < offset + length; i++) value = (value << 8n) | BigInt(header[i]!);
    if (value > BigInt(Number.MAX_SAFE_INTEGER)) throw new TarFormatError('a size too large to read');
    return Number(value);
  }
  const text = header
    .subarray(offset, offset + length)
    .toString('latin1')
    .replace(/[\0 ]+$/, '')
    .replace(/^ +/, '');
  if (text === '') return 0;
  if (!/^[0-7]+$/.test(text)) throw new TarFormatError('a damaged header (a number that is not octal)');
  return Number.parseInt(text, 8);
}

function text(header: Buffer, offset: number, length: number): string {
  const field = header.subarray(offset, offset + length);
  const end = field.indexOf(0);
  return field.subarray(0, end === -1 ? length : end).toString('utf8');
}

function checksumOf(header: Buffer): number {
  let sum = 0;
  for (let i = 0; i < BLOCK; i++) sum += i >= 148 && i < 156 ? 32 : header[i]!;
  return sum;
}

/** ustar keeps a name of up to 100 bytes, or a prefix of up to 155 and a name of 100 split at a "/". */
function splitUstarName(name: string): { prefix: string; base: string } | null {
  if (Buffer.byteLength(name) <= 100) return { prefix: '', base: name };
  for (let i = name.indexOf('/'); i !== -1; i = name.indexOf('/', i + 1)) {
    const prefix = name.slice(0, i);
    const base = name.slice(i + 1);
    if (Buffer.byteLength(prefix) <= 155 && Buffer.byteLength(base) <= 100 && base !== '') {
      return { prefix, base };
    }
  }
  return null;
}

export interface TarHeaderFields {
  name: string;
  size: number;
  /** The type flag: '0' a file (the default), '5' a directory, '2' a symbolic link, 'x' pax. */
  type?: string;
  linkName?: string;
  mode?: number;
  /** Seconds since 1970. */
  mtime?: number;
}

/**
 * One 512-byte ustar header. The name is written as given (a reader decides what names it
 * accepts); one that does not fit ustar is cut, so `tarFile` sends long names in a pax header.
 */
export function tarHeader(fields: TarHeaderFields): Buffer {
  const header = Buffer.alloc(BLOCK);
  const type = fields.type ?? '0';
  const split = splitUstarName(fields.name) ?? { prefix: '', base: fields.name.slice(0, 100) };
  header.write(split.base, 0, 100, 'utf8');
  writeNumber(header, 100, 8, fields.mode ?? (type === '5' ? 0o755 : 0o644));
  writeNumber(header, 108, 8, 0);
  writeNumber(header, 116, 8, 0);
  writeNumber(header, 124, 12, fields.size);
  writeNumber(header, 136, 12, fields.mtime ?? Math.floor(Date.now() / 1000));
  header.write(type, 156, 1, 'latin1');
  header.write(fields.linkName ?? '', 157, 100, 'utf8');
  header.write('ustar\0' + '00', 257, 8, 'latin1');
  header.write(split.prefix, 345, 155, 'utf8');
  header.write(`${checksumOf(header).toString(8).padStart(6, '0')}\0 `, 148, 8, 'latin1');
  return header;
}

/** A pax record "<length> <key>=<value>\n", whose length counts its own digits. */
function paxRecord(key: string, value: string): Buffer {
  const body = ` ${key}=${value}\n`;
  let length = Buffer.byteLength(body) + 1;
  while (String(length).length + Buffer.byteLength(body) !== length) length++;
  return Buffer.from(`${length}${body}`, 'utf8');
}

/** The blocks of one regular file: header (after a pax header if the name needs one), content, padding. */
export function tarFile(name: string, content: Buffer, mtime?: number): Buffer[] {
  return [...tarFileHeader(name, content.length, mtime), content, tarPadding(content.length)];
}

/** The header blocks of one regular file of `size` bytes, for content written after them. */
export function tarFileHeader(name: string, size: number, mtime?: number): Buffer[] {
  const blocks: Buffer[] = [];
  if (!splitUstarName(name)) {
    const pax = paxRecord('path', name);
    blocks.push(tarHeader({ name: 'PaxHeader', size: pax.length, type: 'x' }), pax, tarPadding(pax.length));
  }
  blocks.push(tarHeader({ name, size, mtime }));
  return blocks;
}

/** Where the entries of a whole archive in memory end (the offset of its two zero blocks). */
export function tarContentEnd(archive: Uint8Array): number {
  const bytes = Buffer.from(archive.buffer, archive.byteOffset, archive.byteLength);
  let offset = 0;
  while (offset + BLOCK <= bytes.length) {
    const header = bytes.subarray(offset, offset + BLOCK);
    if (header.every((b) => b === 0)) return offset;
    if (checksumOf(header) !== readNumber(header, 148, 8)) {
      throw new TarFormatError('a damaged header (its checksum does not match)');
    }
    const size = readNumber(header, 124, 12);
    offset += BLOCK + size + tarPadding(size).length;
  }
  throw new TarFormatError('no end: the archive is cut short');
}

export interface TarEntry {
  /** The name as stored (a pax path when there was one), not checked in any way. */
  name: string;
  /** The type flag; '0' for a file whatever the archive wrote ('\0' is the old spelling). */
  type: string;
  size: number;
  linkName: string;
  /** The entry's own 512-byte header, as read. */
  header: Buffer;
  /** A pax header came before it (its header alone does not tell its name or size). */
  extended: boolean;
}

/** Pulls exact byte counts out of a stream of chunks. */
class ByteReader {
  private chunks: Buffer[] = [];
  private have = 0;
  private ended = false;

  constructor(private readonly source: AsyncIterator<Uint8Array>) {}

  private async fill(count: number): Promise<boolean> {
    while (this.have < count && !this.ended) {
      const next = await this.source.next();
      if (next.done) this.ended = true;
      else {
        const chunk = Buffer.from(next.value.buffer, next.value.byteOffset, next.value.byteLength);
        this.chunks.push(chunk);
        this.have += chunk.length;
      }
    }
    return this.have >= count;
  }

  private take(count: number): Buffer {
    const parts: Buffer[] = [];
    let need = count;
    while (need > 0) {
      const chunk = this.chunks[0]!;
      if (chunk.length <= need) {
        parts.push(chunk);
        this.chunks.shift();
        need -= chunk.length;
      } else {
        parts.push(chunk.subarray(0, need));
        this.chunks[0] = chunk.subarray(need);
        need = 0;
      }
    }
    this.have -= count;
    return parts.length === 1 ? parts[0]! : Buffer.concat(parts, count);
  }

  /** Exactly `count` bytes, or null at the end of the stream before any of them. */
  async read(count: number): Promise<Buffer | null> {
    if (await this.fill(count)) return this.take(count);
    if (this.have === 0) return null;
    throw new TarFormatError('the archive is cut short');
  }

  /** Between 1 and `most` bytes, as many as have arrived. */
  async piece(most: number): Promise<Buffer> {
    if (this.have === 0 && !(await this.fill(1))) throw new TarFormatError('the archive is cut short');
    return this.take(Math.min(most, this.have));
  }

  async close(): Promise<void> {
    await this.source.return?.();
  }
}

function parsePax(data: Buffer): Map<string, string> {
  const records = new Map<string, string>();
  let offset = 0;
  while (offset < data.length) {
    const space = data.indexOf(0x20, offset);
    const length = Number.parseInt(data.subarray(offset, space).toString('latin1'), 10);
    if (space === -1 || !Number.isSafeInteger(length) || length <= 0 || offset + length > data.length) {
      throw new TarFormatError('a damaged pax header');
    }
    const record = data.subarray(space + 1, offset + length - 1).toString('utf8');
    const equals = record.indexOf('=');
    if (equals === -1) throw new TarFormatError('a damaged pax header');
    records.set(record.slice(0, equals), record.slice(equals + 1));
    offset += length;
  }
  return records;
}

/**
 * Reads the entries of a tar stream in order. `visit` gets each entry and its content, which it may
 * read or leave (what it leaves is skipped). Stops at the end blocks; a damaged header or an
 * archive cut short throws TarFormatError. The source is closed however reading ends.
 */
export async function readTar(
  source: AsyncIterable<Uint8Array>,
  visit: (entry: TarEntry, content: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const reader = new ByteReader(source[Symbol.asyncIterator]());
  try {
    let pax: Map<string, string> | undefined;
    for (;;) {
      const header = await reader.read(BLOCK);
      if (!header) throw new TarFormatError('no end: the archive is cut short');
      if (header.every((b) => b === 0)) return;
      if (checksumOf(header) !== readNumber(header, 148, 8)) {
        throw new TarFormatError('a damaged header (its checksum does not match)');
      }
      const flag = String.fromCharCode(header[156]!);
      const type = flag === '\0' ? '0' : flag;
      let size = readNumber(header, 124, 12);
      if (type === 'x') {
        if (size > 1 << 20) throw new TarFormatError('a pax header over 1 MiB');
        const data = await reader.read(size + tarPadding(size).length);
        if (!data) throw new TarFormatError('the archive is cut short');
        pax = parsePax(data.subarray(0, size));
        continue;
      }
      const magic = header.subarray(257, 263).toString('latin1');
      const prefix = magic === 'ustar\0' ? text(header, 345, 155) : '';
      let name = prefix ? `${prefix}/${text(header, 0, 100)}` : text(header, 0, 100);
      const extended = pax !== undefined;
      if (pax?.has('path')) name = pax.get('path')!;
      if (pax?.has('size')) {
        size = Number(pax.get('size'));
        if (!Number.isSafeInteger(size) || size < 0) throw new TarFormatError('a damaged pax size');
      }
      pax = undefined;
      // Only files carry content; other types' sizes are ignored, as tar does.
      const contentSize = type === '0' || type === '7' ? size : 0;
      const entry: TarEntry = {
        name,
        type,
        size: contentSize,
        linkName: text(header, 157, 100),
        header,
        extended,
      };
      // The count of unread bytes lives outside the iterator, so what the visitor leaves unread
      // (even by breaking out of its loop) is skipped below.
      let left = contentSize;
      const content: AsyncIterable<Buffer> = {
        async *[Symbol.asyncIterator]() {
          while (left > 0) {
            const piece = await reader.piece(left);
            left -= piece.length;
            yield piece;
          }
        },
      };
      await visit(entry, content);
      while (left > 0) left -= (await reader.piece(left)).length;
      const padding = tarPadding(contentSize).length;
      if (padding && !(await reader.read(padding))) throw new TarFormatError('the archive is cut short');
    }
  } finally {
    await reader.close();
  }
}
