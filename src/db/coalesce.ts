// Owns request coalescing, the group commit of the hot paths: what concurrent requests ask of the database during one
// turn of the event loop runs as one statement, so N requests cost one round trip instead of N. A round trip, not the
// work inside it, is most of what a simple request costs (bench/transfers.ts measures it), so under load this is the
// difference between waiting on the network and doing work; alone, a request waits one turn of the event loop more.
//
// `run` gets the inputs in arrival order and answers one output per input, in the same order. If it throws, every
// caller of that batch gets the error; when `run` is one statement, nothing of the batch was written.
export function coalesce<I, O>(run: (inputs: I[]) => Promise<O[]>, maxBatch = 100): (input: I) => Promise<O> {
  let pending: Array<{ input: I; resolve: (output: O) => void; reject: (error: unknown) => void }> = [];

  const flush = (): void => {
    const batch = pending.slice(0, maxBatch);
    pending = pending.slice(maxBatch);
    if (pending.length > 0) setImmediate(flush);
    run(batch.map((call) => call.input))
      .then((outputs) => {
        if (outputs.length !== batch.length) throw new Error(`a coalesced batch of ${batch.length} answered ${outputs.length}`);
        batch.forEach((call, index) => call.resolve(outputs[index] as O));
      })
      .catch((error: unknown) => batch.forEach((call) => call.reject(error)));
  };

  return (input) =>
    new Promise<O>((resolve, reject) => {
      pending.push({ input, resolve, reject });
      // The first call of a turn schedules the flush; the calls that arrive before it runs join the batch.
      if (pending.length === 1) setImmediate(flush);
    });
}
