import type { TaxDocumentSnapshot, TaxParty } from '@kanak/domain';
import { oneLine } from './tax-snapshot.ts';

/*
 * Defence in depth (issue 35 item 7): a snapshot frozen before the address book refused control
 * characters may hold a newline in a name or an address line. The PDF prints every such text on
 * one line, so no text can print a line of its own (a fake GSTIN under the recipient).
 */

// Stryker disable next-line ArrowFunction: built when the module loads (static, no test runs it); every printable-rules case reads a party through it
const party = (p: TaxParty): TaxParty => ({ ...p, name: oneLine(p.name), address: p.address.map(oneLine).filter(Boolean), state: oneLine(p.state) });

/** The snapshot with every party text and line description on one line; amounts untouched. */
export function printable(s: TaxDocumentSnapshot): TaxDocumentSnapshot {
  return {
    ...s,
    supplier: party(s.supplier),
    recipient: party(s.recipient),
    ...(s.buyer ? { buyer: party(s.buyer) } : {}),
    lines: s.lines.map((l) => ({ ...l, description: oneLine(l.description), ...(l.stones ? { stones: oneLine(l.stones) } : {}) })),
    ...(s.goods ? { goods: s.goods.map((g) => ({ ...g, description: oneLine(g.description) })) } : {}),
    ...(s.reason ? { reason: oneLine(s.reason) } : {}),
  };
}
