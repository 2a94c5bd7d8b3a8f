// "A terminal coding agent, not Claude Code, Codex or Gemini CLI": a negation says no to a list of products, not
// only to the word after it. Read from words alone (negation.ts), "not" set aside "claude", and "code", "codex",
// "gemini" and "cli" were searched for, so the products refused ranked first. With the catalogue at hand, what a
// negation excludes is read again: the whole listed name at its start ("claude code"), then a coordinated list of
// listed names after it, which English closes with a conjunction before its last item ("A, B or C"; punctuation
// is gone by now, so the conjunction is the proof that the names belong to the list). Each name is its own
// exclusion, read against the listings it names (field-readings.ts), and its words are not scored.

import type { SearchIndex } from "../index/api";
import { phraseOf } from "../words/api";
import { productAt } from "./alternative";
import type { Negation } from "./negation";
import { narrowPlan, scoredOutside, type Plan, type Span } from "./plan";

// Words that join the last item of a list to the others.
const CONJUNCTIONS: ReadonlySet<string> = new Set(["or", "nor", "and"]);
// Items a list is read to at most ("not A, B, C, D or E"): more names than that after a negation is no list.
const MAX_LISTED = 6;

/** One item of a list: from its conjunction, if it has one, to the end of its name, which starts at `name`. */
interface ListItem extends Span {
  readonly name: number;
}

/** The listed names that follow `from` as the rest of a list, or none when the words there are not one. */
function listAfter(index: SearchIndex, sequence: readonly string[], from: number): ListItem[] {
  const items: ListItem[] = [];
  let at = from;
  while (items.length < MAX_LISTED) {
    const joined = CONJUNCTIONS.has(sequence[at] ?? "");
    // An item may be the first words of a listed name ("codex" for Codex CLI): the list says it is a product.
    const name = productAt(index, sequence, joined ? at + 1 : at, true, true);
    if (name === null) break;
    items.push({ start: at, name: name.start, end: name.end });
    at = name.end;
    // The conjunction comes before the last item: the list is whole once one has been read.
    if (joined) return items;
  }
  return [];
}

/** `plan` with each negation that starts a listed name widened to it and to the list of names after it. */
export function negateNames(index: SearchIndex, plan: Plan): Plan {
  if (plan.negations.length === 0) return plan;
  const { sequence } = plan;
  let changed = false;
  const negations: Negation[] = [];
  let covered = 0;
  for (const negation of plan.negations) {
    // Read already as part of a list before it ("not A or B": the reader's own "or" continuation).
    if (negation.start < covered) continue;
    if (negation.cls !== null || negation.words.length === 0) {
      negations.push(negation);
      continue;
    }
    const first = sequence.indexOf(negation.words[0]!, negation.start);
    const name = first < 0 ? null : productAt(index, sequence, first, true);
    if (name === null || name.end < negation.end) {
      negations.push(negation);
      continue;
    }
    const named: Negation = {
      ...negation,
      from: phraseOf(sequence.slice(negation.start, name.end)),
      words: sequence.slice(first, name.end),
      end: name.end,
      concept: name.end === negation.end ? negation.concept : null,
    };
    negations.push(named);
    const list = listAfter(index, sequence, name.end);
    for (const item of list)
      negations.push({
        from: phraseOf(sequence.slice(item.start, item.end)),
        words: sequence.slice(item.name, item.end),
        start: item.start,
        end: item.end,
        concept: null,
        cls: null,
      });
    covered = list.length > 0 ? list[list.length - 1]!.end : name.end;
    changed ||= name.end > negation.end || list.length > 0;
  }
  if (!changed) return plan;
  // A request that is nothing but what it refuses keeps its words, as planQuery keeps them (plan.ts).
  const scored = scoredOutside(plan, negations);
  return narrowPlan({ ...plan, negations }, new Set(scored.length > 0 ? scored : plan.scored));
}
