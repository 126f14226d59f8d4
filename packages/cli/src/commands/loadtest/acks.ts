import { createWriteStream, openSync, type WriteStream } from "node:fs";
import { CliError } from "../../output.js";

/** One line of `--acks FILE`: an action the server acknowledged (its `seq` in the table's log). */
export interface AckLine {
  /** When its ack came (Date.now(), ms). */
  readonly at: number;
  readonly table: string;
  readonly seq: number;
  readonly seat: number;
  /** The action as it was sent. */
  readonly action: unknown;
}

/**
 * `parlor loadtest --acks FILE`: every action the servers acknowledged, written as it is, one JSON line
 * each (`AckLine`), so that a run's store can be checked to hold every one of them (scripts/hosts.sh
 * does, after killing a server mid-run). The file is made (or emptied) before the run starts.
 */
export class AckLog {
  private readonly stream: WriteStream;
  private failure: Error | null = null;
  /** Lines written. */
  count = 0;

  constructor(readonly path: string) {
    let fd: number;
    try {
      fd = openSync(path, "w");
    } catch (error) {
      throw new CliError(`loadtest: cannot write --acks ${path}: ${(error as Error).message}`);
    }
    this.stream = createWriteStream(path, { fd });
    this.stream.on("error", (error) => (this.failure ??= error));
  }

  write(line: Omit<AckLine, "at">): void {
    this.count++;
    this.stream.write(`${JSON.stringify({ at: Date.now(), ...line })}\n`);
  }

  /** Writes what is left and closes the file; a CliError when a write failed. */
  close(): Promise<void> {
    return new Promise((resolve, reject) => {
      this.stream.end(() => {
        if (this.failure === null) resolve();
        else reject(new CliError(`loadtest: cannot write --acks ${this.path}: ${this.failure.message}`));
      });
    });
  }

  /** Closes the file at once, what is left unwritten (a run that failed). */
  abandon(): void {
    this.stream.destroy();
  }
}
