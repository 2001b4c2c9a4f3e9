import { joinList } from '../language/answers-text';

/**
 * A home's details sorted into what is inside and what is outside (decision 0099): "A wood stove,
 * a porch swing, a vegetable garden and fall leaves on the path" is not all found "inside". An
 * item is outside when it names a place or thing that only stands outdoors (a word on the list
 * below; "a long table under the pergola", "a hot tub on the deck"), inside when it names a room
 * or a thing of one, and otherwise on the side of the item before it (people list a room's
 * things together), the first such item inside.
 */
const outdoorWords = new Set(
  'garden gardens pool terrace terraces deck porch balcony balconies courtyard patio yard lawn path paths pergola veranda verandah tree trees orchard lavender bougainvillea bridge lookout dock jetty pier beach shore field fields meadow rooftop fountain firepit shed barn stable coop chickens vineyard vines olive view views skyline sea lake river waterfall water outdoors outside'.split(
    ' ',
  ),
);
const indoorWords = new Set(
  'room rooms kitchen fireplace stove burner nook corner library studio bed beds bunks loft sofa couch piano gym sauna bath bathtub shower desk cellar pantry galley tatami tv wheel oven window windows skylight shelves bookshelves books wardrobe attic hall'.split(
    ' ',
  ),
);

/**
 * Items of a list: split at commas, at "and" before an article ("…garden and a wood oven"), and
 * at the last "and" of a list's last item ("…, a vegetable garden and fall leaves on the path").
 * An "and" inside an item ("a garden of roses and lilies") splits off a part of no known side,
 * which joins the item before it again.
 */
function itemsOf(list: string): string[] {
  const items = list
    .split(/,\s+(?:and\s+)?|\s+and\s+(?=(?:a|an|the|my|our|some)\s)/i)
    .filter((item) => /\p{L}/u.test(item));
  const last = items.length > 1 ? items.pop() : undefined;
  if (last === undefined) return items;
  const and = last.lastIndexOf(' and ');
  return and > 0 ? [...items, last.slice(0, and), last.slice(and + 5)] : [...items, last];
}

const wordsOf = (item: string) => item.toLowerCase().split(/[^\p{L}]+/u);

/** The list's items inside and outside, each joined as a list ('' for a side with none). */
export function insideAndOutside(list: string): { inside: string; outside: string } {
  const inside: string[] = [];
  const outside: string[] = [];
  let outdoors = false;
  for (const item of itemsOf(list)) {
    const words = wordsOf(item);
    if (words.some((word) => outdoorWords.has(word))) outdoors = true;
    else if (words.some((word) => indoorWords.has(word))) outdoors = false;
    (outdoors ? outside : inside).push(item);
  }
  return { inside: joinList(inside), outside: joinList(outside) };
}
