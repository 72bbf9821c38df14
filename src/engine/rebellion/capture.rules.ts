import { LEADER_IDS, type LeaderId } from './data/leaders.data.js';
import type { Out } from './rebellion.out.js';
import { rescuePlace } from './settle.flow.js';

/** RR GEFANGENE ANFÜHRER: there is one captured ring; a second capture rescues the leader wearing it (a leader in carbonite stays). */
export function takeCaptive(out: Out, leader: LeaderId): void {
  const earlier = LEADER_IDS.find((l) => out.state.leaders[l]?.ring === 'captured');
  if (earlier !== undefined) out.emit({ type: 'LeaderRescued', payload: { leader: earlier, to: rescuePlace(out.state) } });
  out.emit({ type: 'LeaderCaptured', payload: { leader } });
}
