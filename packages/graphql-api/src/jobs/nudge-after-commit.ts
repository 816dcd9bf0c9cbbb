import type { DomainEvent, EventPublisher } from '@cobuy/domain';

type Run<S> = <T>(work: (store: S) => Promise<T>) => Promise<T>;

/**
 * Wraps a unit of work's `run` so that `after` is called once a transaction that published one of `types` has
 * committed (not on a rollback): a worker in this process then starts at once instead of at its next poll.
 */
export function nudgeAfterCommitOf<S extends { readonly events: EventPublisher }>(
  run: Run<S>,
  types: readonly DomainEvent['type'][],
  after: () => void,
): Run<S> {
  return async (work) => {
    let published = false;
    const result = await run((store) =>
      work({
        ...store,
        events: {
          publish: (event: DomainEvent) => {
            if (types.includes(event.type)) published = true;
            return store.events.publish(event);
          },
        },
      }),
    );
    if (published) after();
    return result;
  };
}
