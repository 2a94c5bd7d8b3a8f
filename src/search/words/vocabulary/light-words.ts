// Light words: everyday English that people use to phrase a request but that seldom names what they need
// ("see", "last", "thing", "fresh", "really"). They are not stop words (they are still matched and scored),
// but a catalogue of tool descriptions rarely uses them, so by rarity alone they would count as much as
// "invoices" or "postgres"; src/search/rank/rarity.ts caps their weight at that of a common word.
//
// Written from general English usage (frequent verbs, adjectives, adverbs and vague nouns), not from any
// judged query set; reviewed with the vocabulary (see ./index.ts for the version and the review rule).
// Words a tool description does use to name a job ("run", "search", "build", "test", "free", "open") are
// deliberately absent: their rarity in the catalogue is information.

const LIGHT_WORDS: ReadonlySet<string> = new Set(
  // Light verbs and their common forms.
  (
    "get gets got getting gotten make makes made making take takes took taking taken give gives gave giving given " +
    "put puts putting keep keeps kept keeping see sees saw seen seeing look looks looked looking go goes went going " +
    "gone come comes came coming try tries tried trying know knows knew known think thinks thought " +
    "tell tells told telling say says said ask asks asked asking help helps helped helping " +
    // Heads and particles of phrasal verbs ("spin up", "set up", "turn into", "pick out").
    "spin spins set sets turn turns turned bring brings brought pick picks picked up out off " +
    "like likes liked seem seems seemed become becomes became happen happens happened stuff thing things " +
    "something anything everything nothing someone anyone everyone somebody anybody somewhere anywhere " +
    // Vague adjectives and adverbs.
    "good better best bad worse worst nice great big small little large lot lots much many more most less least " +
    "few several whole entire every each other another same different various certain sure right wrong " +
    "last next first new old fresh recent current latest real really actually basically simply easily quickly " +
    "still already yet even ever never always often sometimes usually maybe perhaps probably quite rather very " +
    "too enough almost instead otherwise anyway though although because since while until unless whether " +
    "way ways kind kinds sort sorts type types bit part parts case cases time times day days now today " +
    "own whichever whatever wherever whoever able possible thanks hey hi hello ok okay " +
    // Praise and ease that any request may add ("an easy, simple way").
    "easy easier easiest simple simpler simplest useful handy decent proper properly"
  ).split(" "),
);

export function isLightWord(word: string): boolean {
  return LIGHT_WORDS.has(word);
}
