import { describe, expect, it } from 'vitest';
import {
  assistanceComment,
  assistanceOfComment,
  COMMENT_LINE_MAX_LENGTH,
} from '#adapters/ferry-gateway/fgw-assistance.ts';
import { readMessage, writeMessage } from '#adapters/ferry-gateway/fgw-xml.ts';
import type { LegRequest, PassengerRequest } from '#application/ports/ferry-booking-requests.ts';
import type { Assistance } from '#domain/booking/assistance.ts';
import { ASSISTANCE_NOTE_MAX_LENGTH } from '#domain/booking/assistance.ts';

const passenger = (assistance?: Assistance): PassengerRequest => ({
  passengerType: 'AD',
  accommodationType: 'DECK',
  accommodationRequestType: 'COMPLETE',
  ...(assistance && { assistance }),
});
const leg = (...passengers: PassengerRequest[]): LegRequest => ({
  tripId: 'T1',
  passengers,
  vehicles: [],
  pets: [],
});

describe('FerryGateway Comment: assistance requests', () => {
  it('writes one line per passenger who asks, named by the passenger’s id, codes then note', () => {
    const comment = assistanceComment([
      leg(passenger({ needs: ['wheelchair', 'assistanceDog'], note: 'Folding\nwheelchair' }), passenger()),
      leg(passenger(), passenger({ needs: [], note: 'Needs a seat near the lift' })),
      leg(passenger({ needs: ['deafOrHardOfHearing'], note: '' })),
    ]);
    expect(comment?.split('\n')).toEqual([
      'PRM L1P1: wheelchair, assistanceDog | Folding wheelchair',
      'PRM L2P2: - | Needs a seat near the lift',
      'PRM L3P1: deafOrHardOfHearing',
    ]);
  });

  it('writes no Comment when nobody asks, an empty request included', () => {
    expect(assistanceComment([leg(passenger(), passenger({ needs: [], note: '  ' }))])).toBeUndefined();
  });

  it('cuts a long note to the line’s bound, keeping the codes whole and marking the cut', () => {
    const note = `${'Ω'.repeat(ASSISTANCE_NOTE_MAX_LENGTH - 1)}𝄞`;
    const comment = assistanceComment([
      leg(passenger({ needs: ['wheelchair', 'reducedMobility', 'accessibleCabin'], note })),
    ])!;
    expect([...comment].length).toBe(COMMENT_LINE_MAX_LENGTH);
    expect(comment.startsWith('PRM L1P1: wheelchair, reducedMobility, accessibleCabin | ΩΩΩ')).toBe(true);
    expect(comment.endsWith('Ω…')).toBe(true);
    expect(assistanceOfComment(comment).get('L1P1')?.needs).toEqual([
      'wheelchair',
      'reducedMobility',
      'accessibleCabin',
    ]);
  });

  it('escapes < & " in the XML and reads the same request back from it', () => {
    const asked = { needs: ['blindOrPartiallySighted' as const], note: 'Guide <dog> & "Rex" | ok' };
    const xml = writeMessage('ReservationRequest', { Comment: assistanceComment([leg(passenger(asked))]) });
    expect(xml).toContain('Guide &lt;dog&gt; &amp; &quot;Rex&quot; | ok');
    const { ReservationRequest } = readMessage(xml) as { ReservationRequest: { Comment: string } };
    expect(assistanceOfComment(ReservationRequest.Comment)).toEqual(new Map([['L1P1', asked]]));
  });

  it('reads only its own lines, and no need it does not know', () => {
    const read = assistanceOfComment('Call the agent first\nPRM L1P2: wheelchair, jetpack\nPRM nonsense');
    expect(read).toEqual(new Map([['L1P2', { needs: ['wheelchair'], note: '' }]]));
    expect(assistanceOfComment(undefined).size).toBe(0);
  });
});
