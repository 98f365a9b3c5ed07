import tar from 'tar-stream';

/**
 * The tar archives of backups, read and written by tar-stream (POSIX ustar, a pax header for a
 * name ustar cannot hold). What an entry may be (its name, its type) is the caller's decision:
 * nothing here writes to disk.
 */

const BLOCK = 512;
/** Two zero blocks end an archive. */
const END_BLOCKS = 2 * BLOCK;

export class TarFormatError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'TarFormatError';
  }
}

export type TarEntryType = tar.Header['type'];

export interface TarEntry {
  /** The name as stored (a pax path when there was one), not checked in any way. */
  name: string;
  type: TarEntryType;
  /** Bytes of content: a file's size, 0 for any other type. */
  size: number;
  linkName: string;
  mode: number;
  mtime: Date;
  /** A pax header came before it (its own header alone does not tell its name or size). */
  extended: boolean;
}

/** An entry as tar-stream's extraction gives it: its header, where that header starts, its content. */
type ExtractedEntry = AsyncIterable<Buffer> & { header: tar.Header; offset: number };

const paddingOf = (size: number) => (BLOCK - (size % BLOCK)) % BLOCK;

/**
 * Reads the entries of a tar stream in order. `visit` gets each entry and its content, which it
 * may read or leave (what it leaves is skipped). A damaged header, an archive cut short (within an
 * entry, or before its end blocks) throws TarFormatError. The source is closed however reading ends.
 */
export async function readTar(
  source: AsyncIterable<Uint8Array>,
  visit: (entry: TarEntry, content: AsyncIterable<Buffer>) => Promise<void>,
): Promise<void> {
  const extract = tar.extract();
  const input = source[Symbol.asyncIterator]();
  let received = 0;
  let pumpError: unknown;
  const pump = (async () => {
    try {
      for (;;) {
        const next = await input.next();
        if (next.done || extract.destroying) break;
        received += next.value.byteLength;
        if (!extract.write(next.value)) await drainedOrClosed(extract);
      }
      // streamx's end() takes a last chunk, which tar-stream does not need here.
      if (!extract.destroying) extract.end(undefined);
    } catch (err) {
      pumpError = err;
      extract.destroy(err as Error);
    }
  })();
  // The source's own failure (a file that cannot be read, gzip data that is not) as it is; the
  // extraction's as a TarFormatError.
  const failure = (err: unknown) => {
    if (pumpError) return pumpError;
    const message = (err as Error).message;
    return new TarFormatError(
      /unexpected end/i.test(message) ? 'the archive is cut short' : message.replace(/\. Maybe .*$/, ''),
    );
  };
  // Where the last entry's content (and its padding) ends: the end blocks must follow it.
  let entriesEnd = 0;
  try {
    const entries = extract[Symbol.asyncIterator]() as AsyncIterator<ExtractedEntry>;
    for (;;) {
      let next: IteratorResult<ExtractedEntry>;
      try {
        next = await entries.next();
      } catch (err) {
        throw failure(err);
      }
      if (next.done) break;
      const stream = next.value;
      const header = stream.header;
      const size = header.type === 'file' || header.type === 'contiguous-file' ? header.size : 0;
      entriesEnd = stream.offset + BLOCK + size + paddingOf(size);
      // Read through one iterator the visitor cannot end (ending an entry's stream would end the
      // whole extraction), so what the visitor leaves unread is read and dropped here.
      const pieces = stream[Symbol.asyncIterator]();
      let read = false;
      const content: AsyncIterable<Buffer> = {
        async *[Symbol.asyncIterator]() {
          for (;;) {
            const piece = await pieces.next().catch((err) => {
              throw failure(err);
            });
            if (piece.done) {
              read = true;
              return;
            }
            yield piece.value;
          }
        },
      };
      await visit(
        {
          name: header.name,
          type: header.type,
          size,
          linkName: header.linkname ?? '',
          mode: header.mode,
          mtime: header.mtime,
          extended: header.pax != null,
        },
        content,
      );
      if (!read) while (!(await pieces.next().catch((err) => Promise.reject(failure(err)))).done);
    }
    await pump;
    if (pumpError) throw pumpError;
    if (received - entriesEnd < END_BLOCKS) throw new TarFormatError('no end: the archive is cut short');
  } finally {
    extract.destroy();
    await input.return?.();
    await pump;
  }
}

export interface TarInput {
  name: string;
  /** A regular file (the default), or a folder (its content empty). */
  type?: 'file' | 'directory';
  /** A file's bytes, or its `size` bytes read as they are written. */
  content: Buffer | { size: number; stream: AsyncIterable<Uint8Array> };
  mode?: number;
  mtime?: Date;
}

/**
 * The bytes of an archive of regular files (and folders), as they are written: each entry's
 * content is read only when the reader of the archive has taken the bytes before it. Without the
 * end blocks when `end` is false, for an archive whose entries continue elsewhere.
 */
export function writeTar(
  entries: AsyncIterable<TarInput> | Iterable<TarInput>,
  end = true,
): AsyncIterable<Buffer> {
  const pack = tar.pack();
  void (async () => {
    try {
      for await (const entry of entries) {
        const header = { name: entry.name, type: entry.type ?? 'file', mode: entry.mode, mtime: entry.mtime };
        const done = new Promise<void>((resolve, reject) =>
          Buffer.isBuffer(entry.content)
            ? pack.entry(header, entry.content, (err) => (err ? reject(err) : resolve()))
            : writeStream(
                pack.entry({ ...header, size: entry.content.size }, (err) => (err ? reject(err) : resolve())),
                entry.content.stream,
              ).catch(reject),
        );
        await done;
      }
      pack.finalize();
    } catch (err) {
      pack.destroy(err as Error);
    }
  })();
  const bytes = pack as AsyncIterable<Buffer>;
  return end ? bytes : withoutEndBlocks(bytes);
}

/** Resolves when `stream` takes writes again, or is gone. */
function drainedOrClosed(stream: NodeJS.EventEmitter & { destroying: boolean }): Promise<void> {
  return new Promise((resolve) => {
    if (stream.destroying) return resolve();
    const done = () => {
      stream.off('drain', done);
      stream.off('close', done);
      resolve();
    };
    stream.on('drain', done);
    stream.on('close', done);
  });
}

async function writeStream(
  sink: ReturnType<tar.Pack['entry']>,
  content: AsyncIterable<Uint8Array>,
): Promise<void> {
  for await (const chunk of content) {
    // A sink destroyed (the archive's reader stopped) fails the entry; the content is closed here.
    if (sink.destroying) return;
    if (!sink.write(chunk)) await drainedOrClosed(sink);
  }
  sink.end(undefined);
}

/** All but the last END_BLOCKS bytes, which the pack writes when it is finalized. */
async function* withoutEndBlocks(pack: AsyncIterable<Buffer>): AsyncIterable<Buffer> {
  let held: Buffer = Buffer.alloc(0);
  for await (const chunk of pack) {
    held = held.length ? Buffer.concat([held, chunk]) : chunk;
    if (held.length > END_BLOCKS) {
      yield held.subarray(0, held.length - END_BLOCKS);
      held = held.subarray(held.length - END_BLOCKS);
    }
  }
}

/** The entries of an archive in memory, each with its content (PGlite's dump of its data folder). */
export async function* entriesOf(archive: Uint8Array): AsyncIterable<{ entry: TarEntry; content: Buffer }> {
  const collected: { entry: TarEntry; content: Buffer }[] = [];
  const whole = (async function* () {
    yield archive;
  })();
  await readTar(whole, async (entry, content) => {
    const parts: Buffer[] = [];
    for await (const piece of content) parts.push(piece);
    collected.push({ entry, content: Buffer.concat(parts) });
  });
  yield* collected;
}
