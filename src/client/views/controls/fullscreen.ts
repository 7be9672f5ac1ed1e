// The page's fullscreen, in every engine the room uses: the standard Fullscreen API, WebKit's
// prefixed one (Safari before 16.4, and iPads), or none at all: an iPhone lets only a <video> go
// fullscreen, and there `document.fullscreenElement` is undefined rather than null. Pure over the
// document it is given, so the unit tests can hand it each kind of browser.

type MaybePromise = Promise<void> | void;

/** The parts of the document this reads, standard and WebKit-prefixed. */
export interface FullscreenDocument {
  documentElement: { requestFullscreen?: () => MaybePromise; webkitRequestFullscreen?: () => MaybePromise };
  fullscreenEnabled?: boolean;
  webkitFullscreenEnabled?: boolean;
  fullscreenElement?: Element | null;
  webkitFullscreenElement?: Element | null;
  exitFullscreen?: () => MaybePromise;
  webkitExitFullscreen?: () => MaybePromise;
}

export interface Fullscreen {
  /** The document can make the page fullscreen (the API is there, and not refused to this frame). */
  supported: boolean;
  /** The change events to listen to. */
  events: readonly string[];
  active: () => boolean;
  /** Enters or leaves fullscreen; rejects when the browser refuses (no user gesture, a frame). */
  toggle: () => Promise<void>;
}

export const FULLSCREEN_UNAVAILABLE = 'Fullscreen is not available in this browser (an iPhone keeps its bars): turn the phone sideways for a larger slide.';

export function fullscreenOf(doc: FullscreenDocument): Fullscreen {
  const root = doc.documentElement;
  const standard = typeof root.requestFullscreen === 'function';
  const prefixed = !standard && typeof root.webkitRequestFullscreen === 'function';
  const enabled = standard ? doc.fullscreenEnabled !== false : doc.webkitFullscreenEnabled !== false;
  const supported = (standard || prefixed) && enabled;
  // undefined (no API) counts as not fullscreen, as null does.
  const active = () => (standard ? doc.fullscreenElement : doc.webkitFullscreenElement) != null;
  const call = (fn: (() => MaybePromise) | undefined, self: object): Promise<void> => {
    if (typeof fn !== 'function') return Promise.reject(new Error(FULLSCREEN_UNAVAILABLE));
    try {
      return Promise.resolve(fn.call(self));
    } catch (error) {
      return Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
  };
  return {
    supported,
    events: prefixed ? ['webkitfullscreenchange'] : ['fullscreenchange'],
    active,
    toggle: () => {
      if (!supported) return Promise.reject(new Error(FULLSCREEN_UNAVAILABLE));
      if (active()) return call(standard ? doc.exitFullscreen : doc.webkitExitFullscreen, doc);
      return call(standard ? root.requestFullscreen : root.webkitRequestFullscreen, root);
    },
  };
}
