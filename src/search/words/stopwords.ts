// Function words that carry no topic: "let my agent pay for an API" is about agent, pay and API. As
// word prefixes they would match most of the catalogue ("an" → anthropic, "for" → format), and under
// the fraction-of-words-matched rule they would decide the ranking.

const STOP_WORDS: ReadonlySet<string> = new Set(
  (
    "a an the and or nor of for to in on at by with without from into onto over about via as than " +
    "my your our their his her its it this that these those which who whom whose what when where why how " +
    "i me we us you he she they them is are was were be been being am do does did done can could should " +
    "would will shall may might must let lets want wants need needs please some any also just so then there here " +
    // What is left of contractions and possessives once the apostrophe splits them ("agent's", "can't").
    "s t d ll ve m don doesn didn isn aren wasn weren won wouldn shouldn couldn haven hasn"
  ).split(" "),
);

export function isStopWord(word: string): boolean {
  return STOP_WORDS.has(word);
}
