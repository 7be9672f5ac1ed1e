// The tabs of this browser that show this deck share one channel (state/tabChannel.ts): moves, the
// presenter's pointer and drawings each travel in an envelope that names their topic. One channel
// object for the page, too: a BroadcastChannel hears every other object of its name, in this page
// as well, so two of them here would hear each other.
import { openTabChannel, type TabChannel } from '../state/tabChannel.ts';

export type TabTopic = 'nav' | 'cursor' | 'drawings';

interface Envelope {
  topic: TabTopic;
  payload: unknown;
}

const TOPICS: readonly unknown[] = ['nav', 'cursor', 'drawings'] satisfies TabTopic[];
const isEnvelope = (data: unknown): data is Envelope => typeof data === 'object' && data !== null && TOPICS.includes((data as Envelope).topic);

/** One topic of the deck's channel; its messages reach the other tabs, never this one. */
export interface TabTopicChannel {
  post: (payload: unknown) => void;
  /** Calls `handler` with each payload another tab posts on the topic, as raw data (validate it). */
  subscribe: (handler: (payload: unknown) => void) => () => void;
  /** Stops this topic's listeners (the channel stays for the others). */
  close: () => void;
}

let shared: TabChannel | null | undefined;

/** The deck's channel, per deck (its path) so two decks in one browser stay apart; null where tabs cannot talk. */
const deckChannel = () => (shared === undefined ? (shared = openTabChannel(`deck:${window.location.pathname}`)) : shared);

export function tabTopic(topic: TabTopic): TabTopicChannel | null {
  const channel = deckChannel();
  if (!channel) return null;
  const listening = new Set<() => void>();
  return {
    post: (payload) => channel.post({ topic, payload } satisfies Envelope),
    subscribe: (handler) => {
      const stop = channel.subscribe((data) => {
        if (isEnvelope(data) && data.topic === topic) handler(data.payload); // anything else: not ours
      });
      listening.add(stop);
      return () => {
        stop();
        listening.delete(stop);
      };
    },
    close: () => {
      listening.forEach((stop) => stop());
      listening.clear();
    },
  };
}
