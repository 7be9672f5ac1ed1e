// The emoji an attendee taps; each tap goes to the server, which counts it with everyone else's.
import { reactionIcons } from 'virtual:deck/reaction-icons';
import { REACTIONS } from '../../../shared/room.ts';
import { sendToRoom } from './room.ts';

const NAMES: Record<(typeof REACTIONS)[number], string> = { '👏': 'Applause', '❤️': 'Love', '😂': 'Laughter', '🤯': 'Mind blown', '🎉': 'Celebrate', '👍': 'Thumbs up' };

export function ReactionBar() {
  return (
    <div className="room-reaction-bar" role="group" aria-label="React">
      {REACTIONS.map((emoji) => (
        <button key={emoji} type="button" className="room-reaction" aria-label={NAMES[emoji]} title={NAMES[emoji]} onClick={() => sendToRoom({ kind: 'react', emoji })}>
          <img className="room-reaction-icon" src={reactionIcons[emoji]} alt="" draggable={false} />
        </button>
      ))}
    </div>
  );
}
